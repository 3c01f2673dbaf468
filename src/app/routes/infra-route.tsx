import { loadOnDemand } from '../../components/load-on-demand'
import { LOADING, PageWithHeading } from '../../components/page-title'

const InfraRatingsView = loadOnDemand(() => import('../../features/infra/infra-ratings-view').then((module) => module.InfraRatingsView), LOADING)

/** `/infra`: infrastructure-provider ratings. */
export function Component() {
  return (
    <PageWithHeading page="infra">
      <InfraRatingsView />
    </PageWithHeading>
  )
}
