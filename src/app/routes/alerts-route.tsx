import { AlertsPage } from '../../features/alerts/alerts-page'

export function Component() {
  return <AlertsPage />
}
