import { formatDecimal } from '../../lib/format'
import { criterionPercent, type InfraSubGroupNode } from './infra-tree'
import { describeScore, formatCriterionPercent } from './score-format'

/**
 * One sub-group's criteria as range bars: the track spans min … max, the fill
 * and the marker stop at the score, and the row prints that position as a
 * percentage, the rule of the Percent column. Every bar is an SVG named with its
 * numbers, each row prints them too, and a table of them is one click away.
 */
export function CriterionRangeChart({ subGroup, groupLabel }: { subGroup: InfraSubGroupNode; groupLabel: string }) {
  return (
    <figure className="criterion-chart">
      <figcaption>
        <span className="criterion-chart-title">{subGroup.label}</span>{' '}
        <span className="criterion-chart-group">({groupLabel})</span>
      </figcaption>
      <ul className="range-rows">
        {subGroup.criteria.map((criterion) => {
          const percent = criterionPercent(criterion)
          const words = `${criterion.label}: score ${describeScore(criterion.score, criterion.min, criterion.max)}, ${formatCriterionPercent(percent)}`
          return (
            <li key={criterion.key} className="range-row">
              <span className="range-label">{criterion.label}</span>
              <svg className="range-bar" role="img" aria-label={words} width="100%" height="16">
                <title>{words}</title>
                <rect className="range-track" x="0" y="4" width="100%" height="8" rx="2" />
                {percent.position !== null && (
                  <>
                    <rect className="range-fill" x="0" y="4" width={`${percent.position}%`} height="8" rx="2" />
                    <line
                      className={`range-marker${percent.outOfRange ? ' is-out-of-range' : ''}`}
                      x1={`${percent.position}%`}
                      x2={`${percent.position}%`}
                      y1="0"
                      y2="16"
                    />
                  </>
                )}
              </svg>
              <span className="range-value">
                <span className={percent.outOfRange ? 'range-percent range-warning' : 'range-percent'}>{formatCriterionPercent(percent)}</span>
                <span className="range-bounds">
                  {' '}
                  ({formatDecimal(criterion.score)} of {formatDecimal(criterion.min)}–{formatDecimal(criterion.max)})
                </span>
              </span>
            </li>
          )
        })}
      </ul>
      <details className="chart-table criterion-chart-details">
        <summary>
          Show as a table<span className="visually-hidden">: {subGroup.label}</span>
        </summary>
        <table>
          <caption className="visually-hidden">{subGroup.label} criteria</caption>
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">Minimum</th>
              <th scope="col">Maximum</th>
              <th scope="col">Score</th>
              <th scope="col">Percent</th>
            </tr>
          </thead>
          <tbody>
            {subGroup.criteria.map((criterion) => (
              <tr key={criterion.key}>
                <th scope="row">{criterion.label}</th>
                <td>{formatDecimal(criterion.min)}</td>
                <td>{formatDecimal(criterion.max)}</td>
                <td>{formatDecimal(criterion.score)}</td>
                <td>{formatCriterionPercent(criterionPercent(criterion))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
