import { InfraRatingsView } from '../../features/infra/infra-ratings-view'

export function Component() {
  return <InfraRatingsView />
}
