import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { alertListParams } from '../../api/params/alert-params'
import { SLUG_LIST_MAX } from '../../api/params/fields'
import { alertQueries } from '../../api/queries/alert-queries'
import { AlertList } from '../../components/alert-list'
import { QueryError } from '../../components/query-error'
import { ALERTS_PATH, productPath, withSearch } from '../../lib/paths'
import type { Position } from './portfolio-schema'

export const HOLDINGS_ALERTS_LIMIT = 10

/** The held platforms, once each, in the portfolio's order; the API takes at most 50 in one filter. */
export function heldPlatforms(positions: readonly Pick<Position, 'platform'>[]): string[] {
  return [...new Set(positions.map((position) => position.platform))].slice(0, SLUG_LIST_MAX)
}

/** The query of "Alerts on holdings": one request for every held platform. */
export function holdingsAlertsQuery(positions: readonly Pick<Position, 'platform'>[]) {
  return alertQueries.list({ protocol: heldPlatforms(positions).join(','), limit: HOLDINGS_ALERTS_LIMIT })
}

/** "Alerts on holdings": the newest alerts of the held products' platforms, in one request. */
export function HoldingsAlerts({ positions }: { positions: readonly Position[] }) {
  const protocol = heldPlatforms(positions).join(',')
  const query = useQuery({ ...holdingsAlertsQuery(positions), enabled: protocol !== '' })

  let body
  if (query.isPending) {
    body = <p className="loading-text">Loading alerts…</p>
  } else if (query.isError) {
    body = <QueryError error={query.error} title="Alerts could not be loaded" onRetry={() => void query.refetch()} />
  } else if (query.data.items.length === 0) {
    body = <p>No alerts for the platforms you hold.</p>
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
        <p className="portfolio-alerts-more">
          <Link to={withSearch(ALERTS_PATH, alertListParams.toSearch({ protocol }).toString())}>All alerts for the platforms you hold</Link>
        </p>
      </>
    )
  }
  return (
    <section className="portfolio-alerts" aria-labelledby="portfolio-alerts-heading">
      <h2 id="portfolio-alerts-heading">Alerts on holdings</h2>
      {body}
    </section>
  )
}
