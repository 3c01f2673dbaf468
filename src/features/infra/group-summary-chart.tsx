import { useId } from 'react'
import { formatDecimal } from '../../lib/format'
import type { GroupSummaryDatum } from './infra-tree'
import { ScrollRegion } from '../../components/scroll-region'
import { describeScore, formatCriterionPercent } from './score-format'

function groupWords(group: GroupSummaryDatum): string {
  return `${group.label}: ${formatCriterionPercent(group.percent)} of its range (score ${describeScore(group.score, group.min ?? 0, group.max)})`
}

/** Words for the chart, the text alternative screen readers get instead of the bars. */
export function describeGroupSummary(data: readonly GroupSummaryDatum[]): string {
  if (!data.length) return 'No group scores.'
  return data.map(groupWords).join('; ')
}

/**
 * Where each top group's score sits between its summed minimum (0 %) and
 * maximum (100 %), the rule of the Percent column. Absolute bars side by
 * side read as if the score were a share of the maximum, so they are not
 * drawn. Plain SVG: no chart library on this page.
 */
export function GroupSummaryChart({ data }: { data: readonly GroupSummaryDatum[] }) {
  const captionId = useId()
  return (
    <figure className="group-summary">
      <figcaption className="visually-hidden">Where each top group's score sits within its range</figcaption>
      <div className="group-summary-chart" role="img" aria-label={describeGroupSummary(data)}>
        {data.map((group) => (
          <div key={group.key} className="range-row group-range-row">
            <span className="range-label">{group.label}</span>
            <svg className="range-bar" width="100%" height="20" aria-hidden="true" focusable="false">
              <rect className="range-track" x="0" y="5" width="100%" height="10" rx="2" />
              {group.percent.position !== null && (
                <>
                  <rect className="range-fill" x="0" y="5" width={`${group.percent.position}%`} height="10" rx="2" />
                  <line
                    className={`range-marker${group.percent.outOfRange ? ' is-out-of-range' : ''}`}
                    x1={`${group.percent.position}%`}
                    x2={`${group.percent.position}%`}
                    y1="0"
                    y2="20"
                  />
                </>
              )}
            </svg>
            <span className="range-value">
              <span className="range-percent">{formatCriterionPercent(group.percent)}</span>
              <span className="range-bounds">
                {' '}
                ({formatDecimal(group.score)} of {formatDecimal(group.min ?? 0)}–{formatDecimal(group.max)})
              </span>
            </span>
          </div>
        ))}
      </div>
      <p className="field-hint">Each bar runs from the group's minimum (0%) to its maximum (100%); the marker shows the score.</p>
      <ScrollRegion className="group-summary-table-scroll" labelledBy={captionId}>
        <table className="group-summary-table">
          <caption id={captionId}>Top groups: score against maximum</caption>
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Minimum</th>
              <th scope="col">Maximum</th>
              <th scope="col">Score</th>
              <th scope="col">Percent</th>
            </tr>
          </thead>
          <tbody>
            {data.map((group) => (
              <tr key={group.key}>
                <th scope="row">{group.label}</th>
                <td>{formatDecimal(group.min ?? 0)}</td>
                <td>{formatDecimal(group.max)}</td>
                <td>{formatDecimal(group.score)}</td>
                <td>{formatCriterionPercent(group.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  )
}
