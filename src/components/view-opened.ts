import { useLocation } from 'react-router-dom'
import { nextLedgerSeq } from '../api/ledger'

/*
 * When each view opened, as a ledger position: a view is one visit of a URL
 * (a new page, a new filter, Back), and what it cost is what the ledger
 * recorded for its queries from then on. Marked by the shell while it renders
 * a new location, so before the page's own requests start, however late the
 * page's code or data arrives.
 */
let lastKey: string | null = null
const openedAt = new Map<string, number>()

/** Call once, high in the tree (the shell), so it renders on every navigation before the page. */
export function useMarkViewOpened(): void {
  const { key } = useLocation()
  if (key !== lastKey) {
    lastKey = key
    // Back to an earlier entry is a new visit: it starts counting afresh.
    openedAt.set(key, nextLedgerSeq())
  }
}

/** The ledger seq at which the current view opened, or null when nothing marked it. */
export function viewOpenedSeq(locationKey: string): number | null {
  return openedAt.get(locationKey) ?? null
}
