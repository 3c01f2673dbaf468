import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { isApiError } from '../../api/errors'
import { infraQueries } from '../../api/queries/infra-queries'
import type { InfraRating } from '../../api/schemas/infra'
import { GradeBadge } from '../../components/grade-badge'
import { GradeMeaning } from '../../components/grade-meaning'
import { NotFoundMessage } from '../../components/not-found-message'
import { PageTitle } from '../../components/page-title'
import { PrintReportButton } from '../../components/print/print-report-button'
import { QueryError } from '../../components/query-error'
import { ViewCost } from '../../credits/view-cost'
import { SafeExternalLink } from '../../components/safe-external-link'
import { formatDate } from '../../lib/format'
import { INFRA_PATH } from '../../lib/paths'
import { CriterionRangeChart } from './criterion-range-chart'
import { GroupSummaryChart } from './group-summary-chart'
import { buildInfraTree, groupSummaryData } from './infra-tree'
import { ScoreTreeTable } from './score-tree-table'
import { WeakestCriteriaSection } from './weakest-criteria-section'
import './provider-page.css'

/** One infrastructure provider: grade, dates, links and the three-level score tree. */
export function ProviderPage({
  slug,
  actions,
}: {
  slug: string
  /** Controls the route adds beside the heading (e.g. Watch). */
  actions?: ReactNode
}) {
  const query = useQuery(infraQueries.detail(slug))
  const provider = query.data

  if (query.isPending) return <ProviderSkeleton />
  if (query.isError) {
    if (isApiError(query.error) && query.error.kind === 'not_found') {
      return (
        <NotFoundMessage title="Provider not found">
          <p>No infrastructure provider is rated under “{slug}”. It may have been renamed or the link may be mistyped.</p>
          <p>
            <Link to={INFRA_PATH}>Browse all infrastructure ratings</Link>
          </p>
        </NotFoundMessage>
      )
    }
    return (
      <>
        <PageTitle title="Provider" />
        <h1>Provider</h1>
        <QueryError error={query.error} onRetry={() => void query.refetch()} title="This provider could not be loaded" />
      </>
    )
  }
  if (!provider) return <ProviderSkeleton />
  return <ProviderDetails provider={provider} actions={actions} cost={<ViewCost queryKeys={[infraQueries.detail(slug).queryKey]} />} />
}

function ProviderDetails({ provider, actions, cost }: { provider: InfraRating; actions?: ReactNode; cost: ReactNode }) {
  const tree = useMemo(() => buildInfraTree(provider.rating_data), [provider.rating_data])
  const summary = useMemo(() => groupSummaryData(tree), [tree])

  return (
    <article className="provider-page">
      <PageTitle title={`${provider.name} · Infrastructure rating`} />
      <p className="breadcrumb">
        <Link to={INFRA_PATH}>Infrastructure ratings</Link>
      </p>
      <header className="provider-header">
        <h1>{provider.name}</h1>
        <GradeBadge grade={provider.rating} size="large" showBand />
        {actions}
        <PrintReportButton />
      </header>
      {cost}
      <GradeMeaning grade={provider.rating} version={provider.version} />
      <dl className="provider-facts">
        <div>
          <dt>Rated</dt>
          <dd>{formatDate(provider.rated_at)}</dd>
        </div>
        <div>
          <dt>Rated since</dt>
          <dd>{formatDate(provider.rated_since)}</dd>
        </div>
        <div>
          <dt>Methodology version</dt>
          <dd>{provider.version ?? '–'}</dd>
        </div>
        <div>
          <dt>Links</dt>
          <dd className="provider-links">
            {provider.profile_url || provider.report_url ? (
              <>
                <SafeExternalLink href={provider.profile_url}>Profile</SafeExternalLink>
                <SafeExternalLink href={provider.report_url}>Rating report</SafeExternalLink>
              </>
            ) : (
              'None published'
            )}
          </dd>
        </div>
      </dl>

      {tree.length === 0 ? (
        <p className="notice notice-info">This rating comes without a score breakdown.</p>
      ) : (
        <>
          <WeakestCriteriaSection tree={tree} />
          <section aria-labelledby="provider-summary-heading">
            <h2 id="provider-summary-heading">Scores by group</h2>
            <GroupSummaryChart data={summary} />
          </section>
          <section aria-labelledby="provider-criteria-heading">
            <h2 id="provider-criteria-heading">Criteria within their ranges</h2>
            <p className="field-hint">Each bar runs from a criterion's minimum (0%) to its maximum (100%); the marker shows the score.</p>
            {tree.map((top) => (
              <section key={top.key} className="criteria-group" aria-labelledby={`criteria-${top.key}`}>
                <h3 id={`criteria-${top.key}`}>{top.label}</h3>
                <div className="criteria-grid">
                  {top.subGroups.map((sub) => (
                    <CriterionRangeChart key={sub.key} subGroup={sub} groupLabel={top.label} />
                  ))}
                </div>
              </section>
            ))}
          </section>
          <section aria-labelledby="provider-tree-heading">
            <h2 id="provider-tree-heading">Score tree</h2>
            <ScoreTreeTable tree={tree} caption={`${provider.name}: scores by group, sub-group and criterion`} />
          </section>
        </>
      )}
    </article>
  )
}

/** Holds the page's final shape while loading, so nothing jumps when the data arrives. */
function ProviderSkeleton() {
  return (
    <div className="provider-page provider-skeleton" aria-busy="true">
      <PageTitle title="Loading provider" />
      <p className="visually-hidden" role="status">
        Loading provider…
      </p>
      <div className="provider-skeleton-block provider-skeleton-breadcrumb" />
      <div className="provider-skeleton-block provider-skeleton-heading" />
      <div className="provider-skeleton-block provider-skeleton-facts" />
      <div className="provider-skeleton-block provider-skeleton-chart" />
      <div className="provider-skeleton-block provider-skeleton-table" />
    </div>
  )
}
