import { useId } from 'react'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFigure } from '../../components/charts/chart-figure'
import { ChartLegend, ChartPatternDefs, chartIdPrefix, seriesFill } from '../../components/charts/chart-series'
import { useNarrowScreen } from '../../components/charts/use-narrow-screen'
import { formatDecimal } from '../../lib/format'
import { subCategoryChartSummary, type SubCategoryChartRow } from './chart-data'

const LABEL_WIDTH = 210
const NARROW_LABEL_WIDTH = 124

/** One pillar's sub-category scores as horizontal bars, rating and potential paired. */
export function SubCategoryChart({
  pillarLabel,
  rows,
  withPotential,
  axisMax,
}: {
  pillarLabel: string
  rows: SubCategoryChartRow[]
  withPotential: boolean
  axisMax: number
}) {
  const prefix = chartIdPrefix(useId())
  const narrow = useNarrowScreen()
  const title = `${pillarLabel} sub-category scores`
  const labels = withPotential ? ['Rating', 'Potential rating'] : ['Rating']
  const height = rows.length * (withPotential ? 52 : 34) + 48
  const summary = subCategoryChartSummary(pillarLabel, rows, withPotential, axisMax)

  const table = (
    <table className="chart-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Sub-category</th>
          <th scope="col">Rating score</th>
          {withPotential && <th scope="col">Potential score</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="is-number">{formatDecimal(row.rating)}</td>
            {withPotential && <td className="is-number">{formatDecimal(row.potential)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )

  return (
    <ChartFigure title={title} legend={<ChartLegend prefix={prefix} labels={labels} />} table={table}>
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
    </ChartFigure>
  )
}
