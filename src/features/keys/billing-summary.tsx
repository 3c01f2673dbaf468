import { useQuery } from '@tanstack/react-query'
import { keyQueries } from '../../api/queries/key-queries'
import { QueryError } from '../../components/query-error'
import { SkeletonBar } from '../../components/skeleton-bar'
import { formatDate, formatDateTime, formatInteger } from '../../lib/format'
import './keys.css'

/** Plan, credits left of the monthly quota and the next billing date. */
export function BillingSummary() {
  const status = useQuery(keyQueries.billingStatus())

  return (
    <section className="billing-summary" aria-labelledby="billing-heading">
      <h2 id="billing-heading">Account</h2>
      {status.isError && !status.data ? (
        <QueryError error={status.error} onRetry={() => void status.refetch()} title="The account summary could not be loaded" />
      ) : (
        <dl className="summary-list" aria-busy={status.isPending || undefined}>
          <div>
            <dt>Plan</dt>
            <dd>{status.data ? status.data.plan_name || '–' : <SkeletonBar wide />}</dd>
          </div>
          <div>
            <dt>Next billing date</dt>
            <dd>
              {status.data ? (
                status.data.billing_date ? (
                  <time dateTime={status.data.billing_date} title={formatDateTime(status.data.billing_date)}>
                    {formatDate(status.data.billing_date)}
                  </time>
                ) : (
                  '–'
                )
              ) : (
                <SkeletonBar wide />
              )}
            </dd>
          </div>
          <div className="summary-wide">
            <dt>Credits available</dt>
            <dd>
              {status.data ? (
                status.data.monthly_quota !== null && status.data.monthly_quota !== undefined ? (
                  `${formatInteger(status.data.available_credits)} of ${formatInteger(status.data.monthly_quota)} this month`
                ) : (
                  formatInteger(status.data.available_credits)
                )
              ) : (
                <SkeletonBar wide />
              )}
            </dd>
          </div>
        </dl>
      )}
      {status.data?.requests_allowed === false && (
        <p className="notice notice-warning">The account has no credits left this period: data requests are refused until the next billing date.</p>
      )}
    </section>
  )
}
