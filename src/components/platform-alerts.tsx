import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { alertListParams } from '../api/params/alert-params'
import { SLUG_LIST_MAX } from '../api/params/fields'
import { alertQueries } from '../api/queries/alert-queries'
import { ALERTS_PATH, productPath, withSearch } from '../lib/paths'
import { AlertList } from './alert-list'
import { QueryError } from './query-error'

export const PLATFORM_ALERTS_LIMIT = 10

/** The query of a section of platforms' alerts: one request; the API takes at most 50 slugs in one filter. */
export function platformAlertsQuery(platforms: readonly string[]) {
  return alertQueries.list({ protocol: platforms.slice(0, SLUG_LIST_MAX).join(','), limit: PLATFORM_ALERTS_LIMIT })
}

/**
 * The newest alerts of some DeFi platforms (the watched or the held ones),
 * each linking to its product, with a link to all of them on `/alerts`.
 */
export function PlatformAlerts({
  platforms,
  className,
  heading,
  noPlatforms,
  noAlerts,
  allAlerts,
}: {
  platforms: readonly string[]
  className: string
  heading: string
  /** What the section says when there is no platform to ask about. */
  noPlatforms: ReactNode
  noAlerts: string
  /** The text of the link to every alert of these platforms. */
  allAlerts: string
}) {
  const protocol = platforms.slice(0, SLUG_LIST_MAX).join(',')
  const query = useQuery({ ...platformAlertsQuery(platforms), enabled: protocol !== '' })
  const headingId = `${className}-heading`

  let body
  if (protocol === '') {
    body = noPlatforms
  } else if (query.isPending) {
    body = <p className="loading-text">Loading alerts…</p>
  } else if (query.isError) {
    body = <QueryError error={query.error} title="Alerts could not be loaded" onRetry={() => void query.refetch()} />
  } else if (query.data.items.length === 0) {
    body = <p>{noAlerts}</p>
  } else {
    body = (
      <>
        <AlertList
          alerts={query.data.items}
          subject={(alert) =>
            alert.protocol && alert.contract_address && alert.product ? (
              <Link to={productPath(alert.protocol, alert.contract_address)}>{alert.product}</Link>
            ) : (
              (alert.protocol_name ?? alert.protocol)
            )
          }
        />
        <p className={`${className}-more`}>
          <Link to={withSearch(ALERTS_PATH, alertListParams.toSearch({ protocol }).toString())}>{allAlerts}</Link>
        </p>
      </>
    )
  }
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  )
}
