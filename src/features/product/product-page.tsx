import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { isApiError } from '../../api/errors'
import { defiQueries } from '../../api/queries/defi-queries'
import type { DefiRating } from '../../api/schemas/defi'
import { NotFoundMessage } from '../../components/not-found-message'
import { PageTitle } from '../../components/page-title'
import { PrintReportButton } from '../../components/print/print-report-button'
import { QueryError } from '../../components/query-error'
import { DEFI_PATH, platformPath } from '../../lib/paths'
import { ViewCost } from '../../credits/view-cost'
import { findCachedProduct } from '../../api/queries/defi-cache'
import { CategoryScores } from './category-scores'
import { ProductHeader } from './product-header'
import { ProductLinks } from './product-links'
import { ProductSkeleton } from './product-skeleton'
import { RatingReadingSection } from './rating-reading-section'
import { RiskMetrics } from './risk-metrics'
import './product.css'

/**
 * One DeFi product: header, what holds the grade back, category-score charts, risk metrics and links.
 * `productAlerts` and `actions` are the route's slots for other features' parts (latest alerts, Watch).
 */
export function ProductPage({
  platformSlug,
  contractAddress,
  productAlerts,
  actions,
}: {
  platformSlug: string
  contractAddress: string
  productAlerts?: (product: DefiRating) => ReactNode
  /** Controls the route adds beside the heading (e.g. Watch). */
  actions?: ReactNode
}) {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...defiQueries.detail(platformSlug, contractAddress),
    // The table's copy of the record shows at once; the detail replaces it when it arrives.
    placeholderData: () => findCachedProduct(queryClient, platformSlug, contractAddress),
  })
  const product = query.data

  if (query.isError) {
    if (isApiError(query.error) && query.error.kind === 'not_found') {
      return (
        <NotFoundMessage title="Product not found">
          <p>No rated product has this contract address on this platform. The link may be mistyped or the rating withdrawn.</p>
          <p className="button-row">
            <Link to={platformPath(platformSlug)}>Back to the platform</Link>
            <Link to={DEFI_PATH}>All DeFi products</Link>
          </p>
        </NotFoundMessage>
      )
    }
    return (
      <>
        <PageTitle title="Product" />
        <h1>Product</h1>
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }

  if (!product) {
    return (
      <>
        <PageTitle title="Loading product" />
        <ProductSkeleton />
      </>
    )
  }

  const metrics = product.risk_metrics
  const hasMetrics = metrics !== null && metrics !== undefined && [metrics.tvl, metrics.apy, metrics.users].some((value) => value !== null && value !== undefined)

  return (
    <article className="product-page" aria-busy={query.isPlaceholderData}>
      <PageTitle title={product.name} />
      <ProductHeader product={product} />
      <div className="page-actions button-row">
        {actions}
        <PrintReportButton />
      </div>
      <ViewCost queryKeys={[defiQueries.detail(platformSlug, contractAddress).queryKey]} />
      {query.isPlaceholderData && (
        <p role="status" className="loading-text">
          Showing the rating from the table while the full record loads…
        </p>
      )}
      <RatingReadingSection product={product} />
      {hasMetrics && <RiskMetrics metrics={metrics} />}
      <CategoryScores product={product} />
      <ProductLinks product={product} />
      {productAlerts?.(product)}
    </article>
  )
}
