import { OverviewPage } from '../../features/overview/overview-page'

export function Component() {
  return <OverviewPage />
}
