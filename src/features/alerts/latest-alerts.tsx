import { useQuery } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { Link } from 'react-router-dom'
import { alertListParams, type AlertListParams } from '../../api/params/alert-params'
import { alertQueries } from '../../api/queries/alert-queries'
import { AlertList } from '../../components/alert-list'
import { QueryError } from '../../components/query-error'
import { SkeletonBar } from '../../components/skeleton-bar'
import { useNearViewport } from '../../hooks/use-near-viewport'
import { ALERTS_PATH, withSearch } from '../../lib/paths'
import './latest-alerts.css'

export type LatestAlertsFilter = Pick<AlertListParams, 'protocol' | 'contract_address' | 'product' | 'chain' | 'severity'>

function linkTextFor(filter: LatestAlertsFilter): string {
  if (filter.contract_address || filter.product) return 'View all alerts for this product'
  if (filter.protocol) return 'View all alerts for this platform'
  return 'View all matching alerts'
}

/** How far below the viewport the alerts start loading, so they are there when someone scrolls to them. */
const AHEAD = '400px 0px'

/** What the section says when the feed holds nothing for it. */
function emptyTextFor(filter: LatestAlertsFilter): string {
  if (filter.contract_address || filter.product) return 'No alerts about this product.'
  if (filter.protocol) return 'No alerts about this platform.'
  return 'No matching alerts.'
}

/**
 * The newest alerts for one platform or product, for detail pages; links to
 * the /alerts view with the same filter. It fetches, so it lives in the
 * alerts feature; the routes place it on the product and platform pages.
 *
 * It sits at the foot of those pages: its request (and its credits) waits
 * until the spot comes near the viewport, so a reader who never scrolls
 * there pays nothing for it. Until then the section holds a place at least as
 * tall as three alerts, so End reaches the foot of the page once: what comes
 * in is no taller than the place it fills.
 */
export function LatestAlerts({
  filter,
  limit = 3,
  title = 'Latest alerts',
  headingLevel = 2,
}: {
  filter: LatestAlertsFilter
  limit?: number
  title?: string
  headingLevel?: 2 | 3
}) {
  const headingId = useId()
  const spotRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(spotRef, AHEAD)
  const query = useQuery({ ...alertQueries.list({ ...filter, limit }), enabled: near })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  if (query.isPending) {
    // Only a request on its way is shown as loading: until the spot nears the viewport (or while offline) the
    // section holds its place with words, so nothing looks busy that is not.
    const inFlight = query.fetchStatus === 'fetching'
    return (
      <section ref={spotRef} className="latest-alerts latest-alerts-pending" aria-labelledby={headingId} aria-busy={inFlight || undefined}>
        <Heading id={headingId}>{title}</Heading>
        {inFlight ? (
          <>
            <p className="visually-hidden">Loading the latest alerts…</p>
            <ul className="alert-list" aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <SkeletonBar /> <SkeletonBar wide />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="field-hint latest-alerts-waiting">
            {query.fetchStatus === 'paused' ? 'Alerts load when the connection is back.' : 'Alerts load when you reach them.'}
          </p>
        )}
      </section>
    )
  }
  if (query.isError) {
    return (
      <section className="latest-alerts" aria-labelledby={headingId}>
        <Heading id={headingId}>{title}</Heading>
        <QueryError error={query.error} title="Alerts could not be loaded" onRetry={() => void query.refetch()} />
      </section>
    )
  }
  const alerts = query.data.items

  return (
    <section className="latest-alerts" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {alerts.length === 0 ? (
        <p className="field-hint">{emptyTextFor(filter)}</p>
      ) : (
        <>
          <AlertList alerts={alerts} />
          <p>
            <Link to={withSearch(ALERTS_PATH, alertListParams.toSearch(filter))}>{linkTextFor(filter)}</Link>
          </p>
        </>
      )}
    </section>
  )
}
