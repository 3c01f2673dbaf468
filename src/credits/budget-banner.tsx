import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { liftBudgetHold } from './budget'
import { isApiError } from '../api/errors'
import { describeCredits } from './credit-text'
import { useBudget } from './use-credits'
import { sessionBudgetPath } from '../lib/paths'

/** Shown once the budget held a request: the person decides whether to spend more. */
export function BudgetBanner() {
  const budget = useBudget()
  const queryClient = useQueryClient()
  if (budget.status !== 'reached' || budget.held === 0 || budget.state.limit === null) return null

  const continueAnyway = () => {
    liftBudgetHold()
    // Only the views on screen ask again: a page the person has left stays unpaid for.
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => isApiError(query.state.error) && query.state.error.kind === 'budget_hold',
    })
  }

  return (
    <div className="banner banner-warning budget-banner" role="alert">
      <strong>Credit budget reached</strong>{' '}
      {`This session has used its budget of ${describeCredits({ credits: budget.state.limit, reported: 1, unreported: 0 })}, so nothing more is requested on its own. Data already loaded still shows.`}
      <span className="button-row">
        <button type="button" className="primary" onClick={continueAnyway}>
          Continue anyway
        </button>
        <Link to={sessionBudgetPath()}>Raise budget</Link>
      </span>
    </div>
  )
}
