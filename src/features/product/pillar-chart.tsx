import { useId } from 'react'
import { ChartFigure } from '../../components/charts/chart-figure'
import { ChartLegend, chartIdPrefix } from '../../components/charts/chart-series'
import { formatDecimal } from '../../lib/format'
import { pillarChartSummary, type PillarChartRow } from './chart-data'
import { PillarBars } from './pillar-bars'

const TITLE = 'Pillar grades and scores'

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
      <PillarBars rows={rows} withPotential={withPotential} axisMax={axisMax} prefix={prefix} summary={summary} />
    </ChartFigure>
  )
}
