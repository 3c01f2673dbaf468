import { loadOnDemand } from '../../components/load-on-demand'
import { LOADING, PageWithHeading } from '../../components/page-title'

const AlertsPage = loadOnDemand(() => import('../../features/alerts/alerts-page').then((module) => module.AlertsPage), LOADING)

/** `/alerts`: on-chain DeFi alerts. */
export function Component() {
  return (
    <PageWithHeading page="alerts">
      <AlertsPage />
    </PageWithHeading>
  )
}
