import { loadOnDemand } from '../../components/load-on-demand'
import { LOADING, PageWithHeading } from '../../components/page-title'

const DefiRatingsView = loadOnDemand(() => import('../../features/defi/defi-ratings-view').then((module) => module.DefiRatingsView), LOADING)

/** `/defi`: every rated DeFi product. */
export function Component() {
  return (
    <PageWithHeading page="defi">
      <DefiRatingsView />
    </PageWithHeading>
  )
}
