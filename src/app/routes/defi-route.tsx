import { PageTitle } from '../../components/page-title'
import { DefiRatingsView } from '../../features/defi/defi-ratings-view'

/** `/defi`: every rated DeFi product. */
export function Component() {
  return (
    <div className="defi-page">
      <PageTitle title="DeFi ratings" />
      <h1>DeFi ratings</h1>
      <p className="page-intro">Risk ratings of DeFi products, AAA (best) to D (default). Filter, sort and share the view by its link.</p>
      <DefiRatingsView />
    </div>
  )
}
