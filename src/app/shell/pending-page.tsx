import { useLocation } from 'react-router-dom'
import { PAGE_HEADS, type PageHeadName } from '../../components/page-heads'
import { LOADING, PageWithHeading } from '../../components/page-title'

const HEADS_BY_PATH = new Map(Object.entries(PAGE_HEADS).map(([name, head]) => [head.path as string, name as PageHeadName]))

/**
 * What `<main>` shows while the first page's code is on its way. A page with a
 * fixed head keeps it, as its HTML file drew it (prerendered-pages.ts):
 * otherwise React's first render would take the heading and intro off the
 * screen until the route's chunk arrives, and draw them again after.
 */
export function PendingPage() {
  const page = HEADS_BY_PATH.get(useLocation().pathname)
  return page ? <PageWithHeading page={page}>{LOADING}</PageWithHeading> : LOADING
}
