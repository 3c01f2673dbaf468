import { lazy } from 'react'
import { PageWithHeading } from '../../components/page-title'

const DefiRatingsView = lazy(() => import('../../features/defi/defi-ratings-view').then((module) => ({ default: module.DefiRatingsView })))

/** `/defi`: every rated DeFi product. */
export function Component() {
  return (
    <PageWithHeading
      className="defi-page"
      title="DeFi ratings"
      intro="Risk ratings of DeFi products, AAA (best) to D (default). Filter, sort and share the view by its link."
    >
      <DefiRatingsView />
    </PageWithHeading>
  )
}
