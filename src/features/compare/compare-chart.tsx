import { useId } from 'react'
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFigure } from '../../components/charts/chart-figure'
import { ChartLegend, ChartPatternDefs, chartIdPrefix, seriesFill, type SeriesIndex } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import { compareAxisMax, compareChartRows, compareChartSummary, toRechartsRows } from './compare-data'
import type { DefiRating } from '../../api/schemas/defi'

const HEIGHT = 340
const TITLE = 'Pillar scores side by side'

/** Every product's average score per pillar, grades as bar labels; the page's table holds the same numbers. */
export function CompareChart({ products, labels }: { products: DefiRating[]; labels: string[] }) {
  const prefix = chartIdPrefix(useId())
  const rows = compareChartRows(products)
  const axisMax = compareAxisMax(rows)
  const data = toRechartsRows(rows)
  return (
    <ChartFigure title={TITLE} headingLevel={2} legend={<ChartLegend prefix={prefix} labels={labels} />}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart
          data={data}
          margin={{ top: 28, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
          role="img"
          title={TITLE}
          desc={compareChartSummary(rows, labels, axisMax)}
        >
          <ChartPatternDefs prefix={prefix} count={labels.length} />
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" />
          <YAxis type="number" domain={[0, axisMax]} width={44} />
          <Tooltip
            formatter={(value, _name, item) => {
              const index = Number(String(item.dataKey ?? '').replace('score', ''))
              const grade = (item.payload as Record<string, string | null>)[`grade${index}`] ?? 'not graded'
              return `${grade} (average score ${typeof value === 'number' ? formatDecimal(value) : '–'})`
            }}
            itemStyle={{ color: 'var(--fg)' }}
          />
          {labels.map((label, index) => (
            <Bar
              key={index}
              dataKey={`score${index}`}
              name={label}
              fill={seriesFill(prefix, index as SeriesIndex)}
              isAnimationActive={false}
            >
              <LabelList dataKey={`grade${index}`} position="top" />
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}
