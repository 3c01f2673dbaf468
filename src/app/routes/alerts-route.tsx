import { lazy } from 'react'
import { PageWithHeading } from '../../components/page-title'

const AlertsPage = lazy(() => import('../../features/alerts/alerts-page').then((module) => ({ default: module.AlertsPage })))

/** `/alerts`: on-chain DeFi alerts. */
export function Component() {
  return (
    <PageWithHeading
      className="alerts-page"
      title="DeFi alerts"
      intro="On-chain events detected at rated protocols, newest first."
    >
      <AlertsPage />
    </PageWithHeading>
  )
}
