import { lazy, useId } from 'react'
import { ChartFigure } from '../../components/charts/chart-figure'
import { ChartLegend, chartIdPrefix } from '../../components/charts/chart-series'
import { DeferredChart } from '../../components/charts/deferred-chart'
import { formatDecimal } from '../../lib/format'
import { subCategoryChartSummary, type SubCategoryChartRow } from './chart-data'

// recharts stays out of the route chunk: the bars load when the chart nears the viewport.
const SubCategoryBars = lazy(() => import('./sub-category-bars').then((module) => ({ default: module.SubCategoryBars })))

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
      <DeferredChart height={height}>
        <SubCategoryBars rows={rows} withPotential={withPotential} axisMax={axisMax} prefix={prefix} title={title} summary={summary} height={height} />
      </DeferredChart>
    </ChartFigure>
  )
}
