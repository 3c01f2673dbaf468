import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { SLUG_LIST_MAX } from '../../api/params/fields'
import { alertListParams } from '../../api/params/alert-params'
import { alertQueries } from '../../api/queries/alert-queries'
import { QueryError } from '../../components/query-error'
import { AlertList } from '../../components/alert-list'
import { ALERTS_PATH, productPath, withSearch } from '../../lib/paths'
import type { WatchedItem } from './watchlist-schema'

export const WATCHED_ALERTS_LIMIT = 10

/** The watched DeFi platforms, once each, in watch order; alerts exist for DeFi platforms only. */
export function watchedPlatforms(items: readonly WatchedItem[]): string[] {
  return [...new Set(items.flatMap((item) => (item.kind === 'defi' ? [item.platform] : [])))]
}

/** "Alerts for watched items": the newest alerts of every watched platform, in one request. */
export function WatchedAlerts({ items }: { items: readonly WatchedItem[] }) {
  const platforms = watchedPlatforms(items)
  // The API takes at most 50 slugs in one filter; a longer watchlist shows its first 50 platforms' alerts.
  const protocol = platforms.slice(0, SLUG_LIST_MAX).join(',')
  const query = useQuery({ ...alertQueries.list({ protocol, limit: WATCHED_ALERTS_LIMIT }), enabled: protocol !== '' })

  let body
  if (protocol === '') {
    body = <p>Alerts are published for DeFi platforms. Watch a DeFi product to see its platform's alerts here.</p>
  } else if (query.isPending) {
    body = <p className="loading-text">Loading alerts…</p>
  } else if (query.isError) {
    body = <QueryError error={query.error} title="Alerts could not be loaded" onRetry={() => void query.refetch()} />
  } else if (query.data.items.length === 0) {
    body = <p>No alerts for the watched platforms.</p>
  } else {
    const search = alertListParams.toSearch({ protocol }).toString()
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
        <p>
          <Link to={withSearch(ALERTS_PATH, search)}>All alerts for the watched platforms</Link>
        </p>
      </>
    )
  }
  return (
    <section className="watched-alerts" aria-labelledby="watched-alerts-heading">
      <h2 id="watched-alerts-heading">Alerts for watched items</h2>
      {body}
    </section>
  )
}
