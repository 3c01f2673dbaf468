import { formatDecimal } from '../../lib/format'
import type { InfraTopGroupNode } from './infra-tree'
import { formatCriterionPercent } from './score-format'
import { weakestCriteria } from './weakest-criteria'

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five']

function criteriaCount(count: number): string {
  return count === 1 ? '1 criterion' : `${count} criteria`
}

/** "five criteria", "one criterion": the list is short, so its size is spelled out. */
function countText(count: number): string {
  return count === 1 ? 'one criterion' : `${COUNT_WORDS[count] ?? count} criteria`
}

/**
 * The criteria that sit lowest within their own ranges, as plain text from
 * the record already on screen: no request, no chart.
 */
export function WeakestCriteriaSection({ tree }: { tree: readonly InfraTopGroupNode[] }) {
  const { criteria, noRange, incomplete } = weakestCriteria(tree)
  return (
    <section aria-labelledby="weakest-criteria-heading" className="weakest-criteria">
      <h2 id="weakest-criteria-heading">Weakest criteria</h2>
      {criteria.length > 0 ? (
        <>
          <p className="field-hint">
            The {countText(criteria.length)} whose scores sit lowest between their minimum (0%) and maximum (100%), lowest
            first.
          </p>
          <ol className="weakest-criteria-list">
            {criteria.map((criterion) => (
              <li key={criterion.id}>
                <span className="weakest-criterion-name">{criterion.label}</span>: {formatCriterionPercent(criterion.percent)}, score{' '}
                {formatDecimal(criterion.score)} within {formatDecimal(criterion.min)}–{formatDecimal(criterion.max)}{' '}
                <span className="weakest-criterion-group">
                  {criterion.groupLabel} › {criterion.subGroupLabel}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>No criterion has a range to place its score in.</p>
      )}
      {noRange > 0 && (
        <p className="field-hint">
          {criteriaCount(noRange)} left out: {noRange === 1 ? 'its minimum equals its maximum' : 'their minimum equals their maximum'}, so a
          score has no position within the range.
        </p>
      )}
      {incomplete > 0 && (
        <p className="field-hint">
          {criteriaCount(incomplete)} left out: a score, minimum or maximum is missing or does not fit.
        </p>
      )}
    </section>
  )
}
