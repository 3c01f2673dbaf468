import { PageTitle } from '../../components/page-title'
import { INFRA_PATH } from '../../lib/paths'
import { PAGE_HEADS, PageHead } from '../shell/page-heads'
import { InfraRatingsView } from '../../features/infra/infra-ratings-view'

const head = PAGE_HEADS[INFRA_PATH]

/** `/infra`: infrastructure-provider ratings. */
export function Component() {
  return (
    <div className={head.className}>
      <PageTitle title={head.title} />
      <PageHead head={head} />
      <InfraRatingsView />
    </div>
  )
}
