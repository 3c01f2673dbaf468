import { DefiRatingsView } from '../../features/defi/defi-ratings-view'

/** `/defi`: every rated DeFi product. */
export function Component() {
  return <DefiRatingsView />
}
