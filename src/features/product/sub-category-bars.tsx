import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartPatternDefs, seriesFill } from '../../components/charts/chart-series'
import { useNarrowScreen } from '../../components/charts/use-narrow-screen'
import { formatDecimal } from '../../lib/format'
import type { SubCategoryChartRow } from './chart-data'

const LABEL_WIDTH = 210
const NARROW_LABEL_WIDTH = 124

/** The SVG of SubCategoryChart (a lazy chunk with recharts). */
export function SubCategoryBars({
  rows,
  withPotential,
  axisMax,
  prefix,
  title,
  summary,
  height,
}: {
  rows: SubCategoryChartRow[]
  withPotential: boolean
  axisMax: number
  prefix: string
  title: string
  summary: string
  height: number
}) {
  const narrow = useNarrowScreen()
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 8, right: 24, bottom: 8, left: 0 }}
        barGap={2}
        accessibilityLayer={false}
        role="img"
        title={title}
        desc={summary}
      >
        <ChartPatternDefs prefix={prefix} count={2} />
        <CartesianGrid horizontal={false} />
        <XAxis type="number" domain={[0, axisMax]} />
        <YAxis type="category" dataKey="label" width={narrow ? NARROW_LABEL_WIDTH : LABEL_WIDTH} />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? formatDecimal(value) : '–')}
          itemStyle={{ color: 'var(--fg)' }}
        />
        <Bar dataKey="rating" name="Rating" fill={seriesFill(prefix, 0)} isAnimationActive={false} />
        {withPotential && (
          <Bar dataKey="potential" name="Potential rating" fill={seriesFill(prefix, 1)} isAnimationActive={false} />
        )}
      </BarChart>
    </ResponsiveContainer>
  )
}
