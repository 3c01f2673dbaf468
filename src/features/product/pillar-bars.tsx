import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartPatternDefs, seriesFill } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import type { PillarChartRow } from './chart-data'

const HEIGHT = 300
const TITLE = 'Pillar grades and scores'

function gradeWithScore(grade: string | null, score: number | null): string {
  return `${grade ?? 'not graded'} (average score ${score === null ? '–' : formatDecimal(score)})`
}

/** The SVG of PillarChart (a lazy chunk with recharts). */
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
  return (
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
  )
}
