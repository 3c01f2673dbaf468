import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { isApiError } from '../../api/errors'
import { defiQueries } from '../../api/queries/defi-queries'
import { NotFoundMessage } from '../../components/not-found-message'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { ViewCost } from '../../components/view-cost'
import { findCachedProduct } from './cached-product'
import { CategoryScores } from './category-scores'
import { ProductHeader } from './product-header'
import { ProductLinks } from './product-links'
import { LatestAlerts } from '../../components/latest-alerts'
import { ProductSkeleton } from './product-skeleton'
import { RiskMetrics } from './risk-metrics'
import './product.css'

/** One DeFi product: header, category-score charts, risk metrics and links. */
export function ProductPage({ providerSlug, contractAddress }: { providerSlug: string; contractAddress: string }) {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...defiQueries.detail(providerSlug, contractAddress),
    // The table's copy of the record shows at once; the detail replaces it when it arrives.
    placeholderData: () => findCachedProduct(queryClient, providerSlug, contractAddress),
  })

  if (query.isError) {
    if (isApiError(query.error) && query.error.kind === 'not_found') {
      return (
        <NotFoundMessage title="Product not found">
          <p>No rated product has this contract address on this platform. The link may be mistyped or the rating withdrawn.</p>
          <p className="button-row">
            <Link to={`/defi/${encodeURIComponent(providerSlug)}`}>Back to the platform</Link>
            <Link to="/defi">All DeFi products</Link>
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

  const product = query.data
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
      <ViewCost queryKeys={[defiQueries.detail(providerSlug, contractAddress).queryKey]} />
      {query.isPlaceholderData && (
        <p role="status" className="loading-text">
          Showing the rating from the table while the full record loads…
        </p>
      )}
      {hasMetrics && <RiskMetrics metrics={metrics} />}
      <CategoryScores product={product} />
      <ProductLinks product={product} />
      <LatestAlerts filter={{ contract_address: product.contract_address }} title="Latest alerts for this product" />
    </article>
  )
}
