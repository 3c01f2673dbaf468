import { loadOnDemand } from '../../components/load-on-demand'
import { LOADING, PageWithHeading } from '../../components/page-title'

const DefiRatingsView = loadOnDemand(() => import('../../features/defi/defi-ratings-view').then((module) => module.DefiRatingsView), LOADING)

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
