import { Suspense, lazy, useId } from 'react'
import { ChartFigure } from '../../components/charts/chart-figure'
import { ChartLegend, chartIdPrefix } from '../../components/charts/chart-series'
import { compareAxisMax, compareChartRows, compareChartSummary, toRechartsRows } from './compare-data'
import type { DefiRating } from '../../api/schemas/defi'

// recharts stays out of the route chunk; the page's table shows the same numbers while the bars load.
const CompareBars = lazy(() => import('./compare-bars').then((module) => ({ default: module.CompareBars })))

const TITLE = 'Pillar scores side by side'

/** Every product's average score per pillar, grades as bar labels; the page's table holds the same numbers. */
export function CompareChart({ products, labels }: { products: DefiRating[]; labels: string[] }) {
  const prefix = chartIdPrefix(useId())
  const rows = compareChartRows(products)
  const axisMax = compareAxisMax(rows)
  const data = toRechartsRows(rows)
  return (
    <ChartFigure title={TITLE} headingLevel={2} legend={<ChartLegend prefix={prefix} labels={labels} />}>
      <div className="compare-chart-box">
        <Suspense fallback={null}>
          <CompareBars data={data} labels={labels} axisMax={axisMax} prefix={prefix} summary={compareChartSummary(rows, labels, axisMax)} />
        </Suspense>
      </div>
    </ChartFigure>
  )
}
