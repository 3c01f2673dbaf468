import { useState } from 'react'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDate, formatPercent } from '../../lib/format'
import { HISTORY_BANDS, type HistoryEntry } from './portfolio-history'

const HEIGHT = 240
/** Each band's own colour (the grade badges' text colour), light and dark. */
const BAND_COLOURS = ['var(--band-qualified-fg)', 'var(--band-elevated-fg)', 'var(--band-high-risk-fg)', 'var(--band-default-fg)', 'var(--band-unknown-fg)']

/**
 * The SVG of "Risk over time" (a lazy chunk with recharts): each band's share
 * of the value, stacked to 100 %, on a time axis. The section's table holds
 * the same numbers; `summary` is the chart's text alternative.
 */
export function RiskOverTimeChart({ entries, summary }: { entries: readonly HistoryEntry[]; summary: string }) {
  // The tooltip joins on the first pointer over the chart: a pointer's extra, the table has every number.
  const [pointed, setPointed] = useState(false)
  const data = entries.map((entry) => ({ ...entry, when: Date.parse(`${entry.date}T00:00:00Z`) }))
  return (
    <div onPointerEnter={() => setPointed(true)}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false} role="img" title="Risk over time" desc={summary}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="when" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(value: number) => formatDate(new Date(value).toISOString())} />
          <YAxis type="number" domain={[0, 100]} width={60} tickFormatter={(value: number) => `${value} %`} />
          {pointed && (
            <Tooltip
              labelFormatter={(value) => formatDate(new Date(Number(value)).toISOString())}
              formatter={(value, name) => [formatPercent(Number(value), 1), name]}
            />
          )}
          {HISTORY_BANDS.map((band, index) => (
            <Area
              key={band.key}
              dataKey={band.key}
              name={band.label}
              stackId="bands"
              type="stepAfter"
              stroke={BAND_COLOURS[index]}
              fill={BAND_COLOURS[index]}
              fillOpacity={0.55}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  )
}
