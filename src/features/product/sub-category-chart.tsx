import { useId } from 'react'
import { ChartFigure } from '../../components/charts/chart-figure'
import { ChartLegend, chartIdPrefix } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import { subCategoryChartSummary, type SubCategoryChartRow } from './chart-data'
import { SubCategoryBars } from './sub-category-bars'

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
  const title = `${pillarLabel} sub-category scores`
  const labels = withPotential ? ['Rating', 'Potential rating'] : ['Rating']
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
      <SubCategoryBars rows={rows} withPotential={withPotential} axisMax={axisMax} prefix={prefix} title={title} summary={summary} />
    </ChartFigure>
  )
}
