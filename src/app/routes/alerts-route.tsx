import { PageTitle } from '../../components/page-title'
import { ALERTS_PATH } from '../../lib/paths'
import { PAGE_HEADS, PageHead } from '../shell/page-heads'
import { AlertsPage } from '../../features/alerts/alerts-page'

const head = PAGE_HEADS[ALERTS_PATH]

/** `/alerts`: on-chain DeFi alerts. */
export function Component() {
  return (
    <div className={head.className}>
      <PageTitle title={head.title} />
      <PageHead head={head} />
      <AlertsPage />
    </div>
  )
}
