import { lazy } from 'react'
import { PageWithHeading } from '../../components/page-title'

const InfraRatingsView = lazy(() => import('../../features/infra/infra-ratings-view').then((module) => ({ default: module.InfraRatingsView })))

/** `/infra`: infrastructure-provider ratings. */
export function Component() {
  return (
    <PageWithHeading
      className="infra-page"
      title="Infrastructure ratings"
      intro="Ratings of staking infrastructure providers, AAA (best) to D (default), from their business operations, reliability and security setup. Filter, sort and share the view by its link."
    >
      <InfraRatingsView />
    </PageWithHeading>
  )
}
