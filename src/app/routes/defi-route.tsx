import { lazy, Suspense } from 'react'
import { PageTitle } from '../../components/page-title'

// The route table starts loading this chunk together with the route's (see routes.tsx).
const DefiRatingsView = lazy(() => import('../../features/defi/defi-ratings-view').then((module) => ({ default: module.DefiRatingsView })))

/**
 * `/defi`: every rated DeFi product. The heading is rendered here, in this
 * small chunk, so it shows while the table's code is still arriving.
 */
export function Component() {
  return (
    <div className="defi-page">
      <PageTitle title="DeFi ratings" />
      <div className="defi-page-head">
        <h1>DeFi ratings</h1>
        <p className="defi-intro">
          Risk ratings of DeFi products, AAA (best) to D (default). Filter, sort and share the view by its link.
        </p>
      </div>
      <Suspense fallback={<p className="loading-text">Loading…</p>}>
        <DefiRatingsView />
      </Suspense>
    </div>
  )
}
