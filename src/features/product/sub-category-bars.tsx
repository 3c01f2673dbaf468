import { ChartPatternDefs, seriesFill, type SeriesIndex } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import { percent, scorePercent, scoreTicks } from '../../components/charts/bar-geometry'
import type { SubCategoryChartRow } from './chart-data'

const TOP = 8
// Below the last row: the scale's numbers.
const AXIS = 40
// Each row: its name and numbers on one line, then its bar(s), full width.
const LABEL_LINE = 18
const BAR = 12
const BAR_GAP = 2

/** Height of a sub-category chart of `count` rows. */
function subCategoryBarsHeight(count: number, withPotential: boolean): number {
  return TOP + count * rowHeight(withPotential) + AXIS
}

function rowHeight(withPotential: boolean): number {
  return withPotential ? 52 : 34
}

function valuesText(row: SubCategoryChartRow, withPotential: boolean): string {
  return withPotential ? `${formatDecimal(row.rating)} → ${formatDecimal(row.potential)}` : formatDecimal(row.rating)
}

/**
 * One pillar's sub-category scores as horizontal bars, rating and potential
 * paired. Each row prints its name and its numbers above its bars, so the bars
 * get the full width even on a phone. Plain SVG: the page loads no chart library.
 */
export function SubCategoryBars({
  rows,
  withPotential,
  axisMax,
  prefix,
  title,
  summary,
}: {
  rows: SubCategoryChartRow[]
  withPotential: boolean
  axisMax: number
  prefix: string
  title: string
  summary: string
}) {
  const series = withPotential ? 2 : 1
  const height = subCategoryBarsHeight(rows.length, withPotential)
  const plotBottom = height - AXIS
  const ticks = scoreTicks(axisMax)

  return (
    <svg className="score-bars" role="img" width="100%" height={height}>
      <title>{title}</title>
      <desc>{summary}</desc>
      <ChartPatternDefs prefix={prefix} count={series} />
      {ticks.map((tick, index) => {
        const x = percent(scorePercent(tick, axisMax) ?? 0)
        const anchor = index === 0 ? 'start' : index === ticks.length - 1 ? 'end' : 'middle'
        return (
          <g key={tick}>
            <line className={index === 0 ? 'score-bars-axis' : 'score-bars-grid'} x1={x} x2={x} y1={TOP} y2={plotBottom} />
            <text className="score-bars-tick" x={x} y={plotBottom + 18} textAnchor={anchor}>
              {formatDecimal(tick)}
            </text>
          </g>
        )
      })}
      {rows.map((row, rowIndex) => {
        const top = TOP + rowIndex * rowHeight(withPotential)
        const bars = [
          { name: 'Rating', score: row.rating },
          ...(withPotential ? [{ name: 'Potential rating', score: row.potential }] : []),
        ]
        return (
          <g key={row.key}>
            <text className="score-bars-label" x="0" y={top + LABEL_LINE - 5}>
              {row.label}
            </text>
            <text className="score-bars-label" x="100%" y={top + LABEL_LINE - 5} textAnchor="end">
              {valuesText(row, withPotential)}
            </text>
            {bars.map((bar, index) => {
              const share = scorePercent(bar.score, axisMax)
              if (share === null) return null
              return (
                <rect
                  key={bar.name}
                  className="score-bar"
                  x="0"
                  y={top + LABEL_LINE + index * (BAR + BAR_GAP)}
                  width={percent(share)}
                  height={BAR}
                  fill={seriesFill(prefix, index as SeriesIndex)}
                >
                  <title>{`${row.label}, ${bar.name}: ${formatDecimal(bar.score)}`}</title>
                </rect>
              )
            })}
          </g>
        )
      })}
    </svg>
  )
}
