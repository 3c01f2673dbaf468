import { useLocation } from 'react-router-dom'
import { FIRST_LEDGER_SEQ, nextLedgerSeq } from '../api/ledger'

/*
 * When each view opened, as a ledger position: a view is one visit of a URL
 * (a new page, a new filter, Back), and what it cost is what the ledger
 * recorded for its queries from then on. Marked by the shell while it renders
 * a new location, so before the page's own requests start, however late the
 * page's code or data arrives. The first view of a page load counts from the
 * session's start: what was sent for it before anything rendered (the early
 * requests of first-page-requests.ts) is its own.
 */
let lastKey: string | null = null
const openedAt = new Map<string, number>()

/** Call once, high in the tree (the shell), so it renders on every navigation before the page. */
export function useMarkViewOpened(): void {
  const { key } = useLocation()
  if (key !== lastKey) {
    // Back to an earlier entry is a new visit: it starts counting afresh.
    openedAt.set(key, lastKey === null ? FIRST_LEDGER_SEQ : nextLedgerSeq())
    lastKey = key
  }
}

/** For tests: a new page load, whose first view counts from the session's start. */
export function resetViewsOpened(): void {
  lastKey = null
  openedAt.clear()
}

/** The ledger seq at which the current view opened, or null when nothing marked it. */
export function viewOpenedSeq(locationKey: string): number | null {
  return openedAt.get(locationKey) ?? null
}
