import { loadOnDemand } from '../../components/load-on-demand'
import { LOADING, PageWithHeading } from '../../components/page-title'

const InfraRatingsView = loadOnDemand(() => import('../../features/infra/infra-ratings-view').then((module) => module.InfraRatingsView), LOADING)

/** `/infra`: infrastructure-provider ratings. */
export function Component() {
  return (
    <PageWithHeading
      className="infra-page"
      title="Infrastructure ratings"
      intro="Ratings of staking infrastructure providers, AAA (best) to D (default), from their business operations, reliability and security setup. Filter, sort and share the view by its link."
    >
      <InfraRatingsView />
    </PageWithHeading>
  )
}
