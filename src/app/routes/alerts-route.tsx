import { PageTitle } from '../../components/page-title'
import { AlertsPage } from '../../features/alerts/alerts-page'

/** `/alerts`: on-chain DeFi alerts. */
export function Component() {
  return (
    <div className="alerts-page">
      <PageTitle title="DeFi alerts" />
      <h1>DeFi alerts</h1>
      <p className="page-intro">On-chain events detected at rated protocols, newest first.</p>
      <AlertsPage />
    </div>
  )
}
