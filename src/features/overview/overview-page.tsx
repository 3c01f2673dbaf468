import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import { alertQueries } from '../../api/queries/alert-queries'
import { defiQueries } from '../../api/queries/defi-queries'
import { infraQueries } from '../../api/queries/infra-queries'
import { GradeBadge } from '../../components/grade-badge'
import { useNearViewport } from '../../hooks/use-near-viewport'
import { PageTitle } from '../../components/page-title'
import { SeverityBadge } from '../../components/severity-badge'
import { formatDate, formatDateTime, formatRelative } from '../../lib/format'
import { ALERTS_PATH, DEFI_PATH, INFRA_PATH, platformPath, productPath, providerPath, withSearch } from '../../lib/paths'
import { GradeScale } from './grade-scale'
import { OVERVIEW_LIST_SIZE, OverviewSection } from './overview-section'
import './overview.css'

/** How far below the viewport the lists start to load. */
const LISTS_AHEAD = '400px 0px'

/** The same views the "view all" links open, so the lists continue there. */
const RECENT = { sort: 'rated_at', order: 'desc', limit: OVERVIEW_LIST_SIZE } as const
const NEWEST_FIRST = new URLSearchParams({ sort: RECENT.sort, order: RECENT.order })

/**
 * The landing page. Its three lists sit below the introduction: on a phone,
 * under the fold. They are asked for once they come near the viewport (as
 * the latest alerts of a detail page are), so a visitor who reads the
 * introduction and moves on pays no credits for them. The three go out in
 * the same render, so they run side by side and each list appears as soon
 * as its answer does.
 */
export function OverviewPage() {
  const listsRef = useRef<HTMLDivElement>(null)
  const enabled = useNearViewport(listsRef, LISTS_AHEAD)
  const defi = useQuery({ ...defiQueries.list(RECENT), enabled })
  const infra = useQuery({ ...infraQueries.list(RECENT), enabled })
  const alerts = useQuery({ ...alertQueries.list({ limit: OVERVIEW_LIST_SIZE }), enabled })

  return (
    <div className="overview">
      <PageTitle title="Ratings overview" />
      <h1>Ratings overview</h1>

      <section className="overview-about" aria-labelledby="overview-about-heading">
        <h2 id="overview-about-heading">What the service rates</h2>
        <div className="overview-about-columns">
          <div>
            <p>
              <strong>DeFi products</strong> (lending markets, vaults, liquid staking tokens and more) are rated on
              security, strategy and operations. <Link to={DEFI_PATH}>Browse DeFi ratings</Link>
            </p>
            <p>
              <strong>Infrastructure providers</strong> (validator and staking operators) are rated on business
              operations, reliability and security setup. <Link to={INFRA_PATH}>Browse infrastructure ratings</Link>
            </p>
            <p>
              <strong>Alerts</strong> report on-chain events at rated protocols as they are detected.{' '}
              <Link to={ALERTS_PATH}>Open the alerts feed</Link>
            </p>
          </div>
          <GradeScale />
        </div>
      </section>

      <div className="overview-grid" ref={listsRef}>
        <OverviewSection
          title="Recently rated DeFi products"
          query={defi}
          itemKey={(item) => `${item.provider_name}/${item.contract_address}`}
          emptyText="No DeFi products are rated yet."
          viewAll={{ to: withSearch(DEFI_PATH, NEWEST_FIRST), label: 'All DeFi ratings, newest first' }}
          renderItem={(item) => (
            <div className="overview-item">
              <GradeBadge grade={item.rating} />
              <span className="overview-item-main">
                <Link to={productPath(item.provider_name, item.contract_address)}>{item.name}</Link>
                <span className="overview-item-meta">
                  <Link to={platformPath(item.provider_name)}>{item.provider_name}</Link>
                  {item.chain ? ` · ${item.chain}` : ''} · rated {formatDate(item.rated_at)}
                </span>
              </span>
            </div>
          )}
        />

        <OverviewSection
          title="Recently rated infrastructure providers"
          query={infra}
          itemKey={(item) => item.name}
          emptyText="No infrastructure providers are rated yet."
          viewAll={{ to: withSearch(INFRA_PATH, NEWEST_FIRST), label: 'All infrastructure ratings, newest first' }}
          renderItem={(item) => (
            <div className="overview-item">
              <GradeBadge grade={item.rating} />
              <span className="overview-item-main">
                <Link to={providerPath(item.name)}>{item.name}</Link>
                <span className="overview-item-meta">rated {formatDate(item.rated_at)}</span>
              </span>
            </div>
          )}
        />

        <OverviewSection
          title="Newest alerts"
          query={alerts}
          itemKey={(item) => item.id}
          emptyText="No alerts have been detected."
          viewAll={{ to: ALERTS_PATH, label: 'All alerts' }}
          renderItem={(item) => (
            <div className="overview-item">
              <SeverityBadge severity={item.severity} />
              <span className="overview-item-main">
                <span>{item.title}</span>
                <span className="overview-item-meta">
                  {item.protocol ? <Link to={platformPath(item.protocol)}>{item.protocol_name ?? item.protocol}</Link> : item.protocol_name}
                  {item.product && item.protocol && item.contract_address ? (
                    <>
                      {' · '}
                      <Link to={productPath(item.protocol, item.contract_address)}>{item.product}</Link>
                    </>
                  ) : item.product ? (
                    ` · ${item.product}`
                  ) : null}
                  {' · '}
                  <time dateTime={item.detected_at ?? undefined} title={formatDateTime(item.detected_at)}>
                    {formatRelative(item.detected_at)}
                  </time>
                </span>
              </span>
            </div>
          )}
        />
      </div>
    </div>
  )
}
