import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDecimal } from '../../lib/format'
import type { GroupSummaryDatum } from './infra-tree'
import { formatCriterionPercent } from './score-format'

/** Words for the chart, the text alternative screen readers get instead of the SVG. */
export function describeGroupSummary(data: readonly GroupSummaryDatum[]): string {
  if (!data.length) return 'No group scores.'
  return data
    .map(
      (group) =>
        `${group.label}: ${formatDecimal(group.score)} of ${formatDecimal(group.max)}` +
        (group.min !== null ? `, minimum ${formatDecimal(group.min)}` : ''),
    )
    .join('; ')
}

/**
 * Score against maximum (and minimum where a group has one) for the three
 * top groups. Recharts is imported only here, in the lazily loaded provider
 * route, so the list pages never load it.
 */
export function GroupSummaryChart({ data }: { data: readonly GroupSummaryDatum[] }) {
  const hasMin = data.some((group) => group.min !== null)
  return (
    <figure className="group-summary">
      <figcaption className="visually-hidden">Score of each top group against its maximum</figcaption>
      <div className="group-summary-chart" role="img" aria-label={describeGroupSummary(data)}>
        <BarChart
          responsive
          accessibilityLayer={false}
          data={[...data]}
          style={{ width: '100%', maxWidth: 720, aspectRatio: 2.2 }}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: 'var(--fg)', fontSize: 12 }} />
          <YAxis tick={{ fill: 'var(--fg)', fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend itemSorter={null} />
          <Bar dataKey="score" name="Score" fill="var(--chart-1)" isAnimationActive={false} />
          <Bar dataKey="max" name="Maximum" fill="var(--chart-3)" isAnimationActive={false} />
          {hasMin && <Bar dataKey="min" name="Minimum" fill="var(--chart-2)" isAnimationActive={false} />}
        </BarChart>
      </div>
      <table className="group-summary-table">
        <caption>Top groups: score against maximum</caption>
        <thead>
          <tr>
            <th scope="col">Group</th>
            <th scope="col">Score</th>
            <th scope="col">Maximum</th>
            {hasMin && <th scope="col">Minimum</th>}
            <th scope="col">Percent</th>
          </tr>
        </thead>
        <tbody>
          {data.map((group) => (
            <tr key={group.key}>
              <th scope="row">{group.label}</th>
              <td>{formatDecimal(group.score)}</td>
              <td>{formatDecimal(group.max)}</td>
              {hasMin && <td>{group.min === null ? '0' : formatDecimal(group.min)}</td>}
              <td>{formatCriterionPercent(group.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
