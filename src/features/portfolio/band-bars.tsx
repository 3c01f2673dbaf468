import { memo } from 'react'
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis, type LabelProps, type YAxisTickContentProps } from 'recharts'
import { formatPercent, formatUsdCompact } from '../../lib/format'
import { BAND_BARS_HEIGHT } from './band-bars-size'
import type { ExposureRow } from './risk-profile'


/** A bar's figure at its end: the share and the amount, so the bar's length is never the only reading. */
function ShareLabel({ viewBox, value }: LabelProps) {
  if (!viewBox || !('width' in viewBox) || typeof value !== 'string') return <g />
  return (
    <text className="recharts-label" x={viewBox.x + viewBox.width + 6} y={viewBox.y + viewBox.height / 2} dy="0.355em" textAnchor="start">
      {value}
    </text>
  )
}

// The band names as plain <text>: recharts' own ticks measure each word with a hidden span and a forced layout.
function BandTick({ x, y, payload }: YAxisTickContentProps) {
  return (
    <text className="recharts-cartesian-axis-tick-value" x={x} y={y} dy="0.355em" textAnchor="end">
      {payload.value}
    </text>
  )
}

/** The SVG of "Exposure by band" (a lazy chunk with recharts): one bar per band, its share and amount beside it. */
function BandBarsChart({ rows, summary }: { rows: readonly ExposureRow[]; summary: string }) {
  const data = rows.map((row) => ({ ...row, figure: `${formatPercent(row.share, 1)} · ${formatUsdCompact(row.amountUsd)}` }))
  const most = Math.max(...rows.map((row) => row.amountUsd), 1)
  return (
    <ResponsiveContainer width="100%" height={BAND_BARS_HEIGHT}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 128, bottom: 8, left: 8 }}
        accessibilityLayer={false}
        role="img"
        title="Exposure by band"
        desc={summary}
      >
        <XAxis type="number" hide domain={[0, most]} />
        <YAxis type="category" dataKey="label" width={80} tick={BandTick} interval={0} axisLine={false} tickLine={false} />
        <Bar dataKey="amountUsd" isAnimationActive={false} minPointSize={2}>
          {data.map((row) => (
            <Cell key={row.key} className={`portfolio-band-bar is-${row.key}`} fill={`var(--band-${row.key}-fg)`} />
          ))}
          <LabelList dataKey="figure" content={ShareLabel} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  )
}

/** Drawn again only when a band's amount moves: records landing one by one mostly leave the bands as they were. */
export const BandBars = memo(
  BandBarsChart,
  (before, after) => before.summary === after.summary && before.rows.every((row, index) => row.amountUsd === after.rows[index]?.amountUsd),
)
