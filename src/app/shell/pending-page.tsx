import { useLocation } from 'react-router-dom'
import { PAGE_HEADS, PLATFORM_HEAD, isPlatformPath, type PageHead, type PageHeadName } from '../../components/page-heads'
import { LOADING, PageDemoNotice, PageWithHeading } from '../../components/page-title'
import { useConnection } from '../../features/connection/connection-context'
import { PlatformHead } from '../../features/defi/platform-head'

const HEADS_BY_PATH = new Map(Object.entries(PAGE_HEADS).map(([name, head]) => [head.path as string, name as PageHeadName]))

/**
 * What `<main>` shows while the first page's code is on its way. A page with
 * a fixed head keeps it (and its demo notice in demo mode), as its HTML file
 * drew it (prerendered-pages.ts), and so does a platform's page, its name
 * still a placeholder: otherwise React's first render would take the heading
 * and intro off the screen until the route's chunk arrives, and draw them
 * again after.
 */
export function PendingPage() {
  const { pathname } = useLocation()
  const { connection } = useConnection()
  const page = HEADS_BY_PATH.get(pathname)
  if (page) {
    const head: PageHead = PAGE_HEADS[page]
    return (
      <PageWithHeading page={page}>
        {connection.mode === 'demo' && head.demoNotice && <PageDemoNotice notice={head.demoNotice} />}
        {LOADING}
      </PageWithHeading>
    )
  }
  if (isPlatformPath(pathname)) {
    return (
      <div className={PLATFORM_HEAD.className}>
        <PlatformHead name={null} />
        {LOADING}
      </div>
    )
  }
  return LOADING
}
