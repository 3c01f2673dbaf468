import { PageTitle } from '../../components/page-title'
import { InfraRatingsView } from '../../features/infra/infra-ratings-view'

/** `/infra`: infrastructure-provider ratings. */
export function Component() {
  return (
    <div className="infra-page">
      <PageTitle title="Infrastructure ratings" />
      <h1>Infrastructure ratings</h1>
      <p className="page-intro">
        Ratings of staking infrastructure providers, AAA (best) to D (default), from their business operations, reliability and
        security setup. Filter, sort and share the view by its link.
      </p>
      <InfraRatingsView />
    </div>
  )
}
