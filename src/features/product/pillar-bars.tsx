import { ChartPatternDefs, seriesFill, type SeriesIndex } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import { columnCentre, groupedBarSlots, percent, scorePercent, scoreTicks } from '../../components/charts/bar-geometry'
import type { PillarChartRow } from './chart-data'

const PILLAR_BARS_HEIGHT = 300
const TITLE = 'Pillar grades and scores'
// Room above the tallest bar for its grade, and below the axis for the pillar names.
const TOP = 28
const BOTTOM = 28
// The score labels of the gridlines sit left of this line (percent of the width).
const PLOT_START = 10

function gradeWithScore(grade: string | null, score: number | null): string {
  return `${grade ?? 'not graded'} (average score ${score === null ? '–' : formatDecimal(score)})`
}

/**
 * The three pillars as vertical bars, rating and potential side by side: bar
 * height is the average score, the grade is written above each bar (never
 * told by colour alone). Plain SVG: the page loads no chart library.
 */
export function PillarBars({
  rows,
  withPotential,
  axisMax,
  prefix,
  summary,
}: {
  rows: PillarChartRow[]
  withPotential: boolean
  axisMax: number
  prefix: string
  summary: string
}) {
  const baseline = PILLAR_BARS_HEIGHT - BOTTOM
  const plotHeight = baseline - TOP
  const y = (share: number) => baseline - (share / 100) * plotHeight
  const series = withPotential ? 2 : 1
  const slots = groupedBarSlots(rows.length, series, PLOT_START)

  return (
    <svg className="score-bars" role="img" width="100%" height={PILLAR_BARS_HEIGHT}>
      <title>{TITLE}</title>
      <desc>{summary}</desc>
      <ChartPatternDefs prefix={prefix} count={series} />
      {scoreTicks(axisMax).map((tick) => {
        const at = y(scorePercent(tick, axisMax) ?? 0)
        return (
          <g key={tick}>
            <line className={tick === 0 ? 'score-bars-axis' : 'score-bars-grid'} x1={percent(PLOT_START)} x2="100%" y1={at} y2={at} />
            <text className="score-bars-tick" x="0" y={at} dominantBaseline="middle">
              {formatDecimal(tick)}
            </text>
          </g>
        )
      })}
      {rows.map((row, group) => {
        const bars = [
          { name: 'Rating', grade: row.ratingGrade, score: row.ratingScore },
          ...(withPotential ? [{ name: 'Potential rating', grade: row.potentialGrade, score: row.potentialScore }] : []),
        ]
        return (
          <g key={row.pillar}>
            {bars.map((bar, index) => {
              const slot = slots[group]![index]!
              const share = scorePercent(bar.score, axisMax)
              const top = y(share ?? 0)
              return (
                <g key={bar.name}>
                  <title>{`${row.label}, ${bar.name}: ${gradeWithScore(bar.grade, bar.score)}`}</title>
                  {share !== null && (
                    <rect
                      className="score-bar"
                      x={percent(slot.x)}
                      width={percent(slot.width)}
                      y={top}
                      height={baseline - top}
                      fill={seriesFill(prefix, index as SeriesIndex)}
                    />
                  )}
                  <text className="score-bars-label" x={percent(slot.x + slot.width / 2)} y={top - 6} textAnchor="middle">
                    {bar.grade ?? '–'}
                  </text>
                </g>
              )
            })}
            <text className="score-bars-label" x={percent(columnCentre(group, rows.length, PLOT_START))} y={PILLAR_BARS_HEIGHT - 8} textAnchor="middle">
              {row.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
