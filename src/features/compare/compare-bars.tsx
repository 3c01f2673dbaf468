import { useState } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
  type XAxisTickContentProps,
  type YAxisTickContentProps,
} from 'recharts'
import { ChartPatternDefs, seriesFill, type SeriesIndex } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import type { toRechartsRows } from './compare-data'

const HEIGHT = 340
const TITLE = 'Pillar scores side by side'

// recharts' own ticks and labels measure every word with a hidden span and a forced layout (to wrap
// them and to drop ticks that would overlap): a large part of the chart's first render. Three pillar
// names, five scores and the grades need neither, so they are plain <text>, every tick shown.
function AxisTick({ x, y, payload, orientation }: XAxisTickContentProps | YAxisTickContentProps) {
  const below = orientation === 'bottom'
  return (
    <text className="recharts-cartesian-axis-tick-value" x={x} y={y} dy={below ? '0.71em' : '0.355em'} textAnchor={below ? 'middle' : 'end'}>
      {payload.value}
    </text>
  )
}

function GradeLabel({ viewBox, value }: LabelProps) {
  if (!viewBox || !('width' in viewBox) || value === undefined || value === null) return <g />
  return (
    <text className="recharts-label" x={viewBox.x + viewBox.width / 2} y={viewBox.y - 5} textAnchor="middle">
      {value}
    </text>
  )
}

/** The SVG of CompareChart (a lazy chunk with recharts). */
export function CompareBars({
  data,
  labels,
  axisMax,
  prefix,
  summary,
}: {
  data: ReturnType<typeof toRechartsRows>
  labels: string[]
  axisMax: number
  prefix: string
  summary: string
}) {
  // The tooltip (a pointer's extra; the grades are on the bars, the numbers in the table) joins the
  // chart on the first pointer over it: drawn with the chart, it was about a quarter of its first render.
  const [pointed, setPointed] = useState(false)
  return (
    <div onPointerEnter={() => setPointed(true)}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart
          data={data}
          margin={{ top: 28, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
          role="img"
          title={TITLE}
          desc={summary}
        >
          <ChartPatternDefs prefix={prefix} count={labels.length} />
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" tick={AxisTick} interval={0} />
          <YAxis type="number" domain={[0, axisMax]} width={44} tick={AxisTick} interval={0} />
          {pointed && (
            <Tooltip
              formatter={(value, _name, item) => {
                const index = Number(String(item.dataKey ?? '').replace('score', ''))
                const grade = (item.payload as Record<string, string | null>)[`grade${index}`] ?? 'not graded'
                return `${grade} (average score ${typeof value === 'number' ? formatDecimal(value) : '–'})`
              }}
              itemStyle={{ color: 'var(--fg)' }}
            />
          )}
          {labels.map((label, index) => (
            <Bar
              key={index}
              dataKey={`score${index}`}
              name={label}
              fill={seriesFill(prefix, index as SeriesIndex)}
              isAnimationActive={false}
            >
              <LabelList dataKey={`grade${index}`} position="top" content={GradeLabel} />
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
