import { useId } from 'react'
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFigure } from '../../components/charts/chart-figure'
import { ChartLegend, ChartPatternDefs, chartIdPrefix, seriesFill } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import { pillarChartSummary, type PillarChartRow } from './chart-data'

const HEIGHT = 300
const TITLE = 'Pillar grades and scores'

function gradeWithScore(grade: string | null, score: number | null): string {
  return `${grade ?? 'not graded'} (average score ${score === null ? '–' : formatDecimal(score)})`
}

/** The three pillars, rating vs potential side by side: bar height is the average score, the label the grade. */
export function PillarChart({ rows, withPotential, axisMax }: { rows: PillarChartRow[]; withPotential: boolean; axisMax: number }) {
  const prefix = chartIdPrefix(useId())
  const labels = withPotential ? ['Rating', 'Potential rating'] : ['Rating']
  const summary = pillarChartSummary(rows, withPotential, axisMax)

  const table = (
    <table className="chart-table">
      <caption>{TITLE}</caption>
      <thead>
        <tr>
          <th scope="col">Pillar</th>
          <th scope="col">Rating</th>
          <th scope="col">Average score</th>
          {withPotential && (
            <>
              <th scope="col">Potential rating</th>
              <th scope="col">Potential average score</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.pillar}>
            <th scope="row">{row.label}</th>
            <td>{row.ratingGrade ?? '–'}</td>
            <td className="is-number">{formatDecimal(row.ratingScore)}</td>
            {withPotential && (
              <>
                <td>{row.potentialGrade ?? '–'}</td>
                <td className="is-number">{formatDecimal(row.potentialScore)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )

  return (
    <ChartFigure title={TITLE} legend={<ChartLegend prefix={prefix} labels={labels} />} table={table}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart
          data={rows}
          margin={{ top: 28, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
          role="img"
          title={TITLE}
          desc={summary}
        >
          <ChartPatternDefs prefix={prefix} count={2} />
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" />
          <YAxis type="number" domain={[0, axisMax]} allowDataOverflow={false} width={44} />
          <Tooltip
            formatter={(_value, name, item) => {
              const row = item.payload as PillarChartRow
              return name === 'Potential rating'
                ? gradeWithScore(row.potentialGrade, row.potentialScore)
                : gradeWithScore(row.ratingGrade, row.ratingScore)
            }}
            itemStyle={{ color: 'var(--fg)' }}
          />
          <Bar dataKey="ratingScore" name="Rating" fill={seriesFill(prefix, 0)} isAnimationActive={false}>
            <LabelList dataKey="ratingGrade" position="top" />
          </Bar>
          {withPotential && (
            <Bar dataKey="potentialScore" name="Potential rating" fill={seriesFill(prefix, 1)} isAnimationActive={false}>
              <LabelList dataKey="potentialGrade" position="top" />
            </Bar>
          )}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}
