import { PageTitle } from '../../components/page-title'
import { DEFI_PATH } from '../../lib/paths'
import { PAGE_HEADS, PageHead } from '../shell/page-heads'
import { DefiRatingsView } from '../../features/defi/defi-ratings-view'

const head = PAGE_HEADS[DEFI_PATH]

/** `/defi`: every rated DeFi product. */
export function Component() {
  return (
    <div className={head.className}>
      <PageTitle title={head.title} />
      <PageHead head={head} />
      <DefiRatingsView />
    </div>
  )
}
