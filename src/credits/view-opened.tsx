import { createContext, use, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { FIRST_LEDGER_SEQ, nextLedgerSeq } from './ledger'

const ViewOpenedContext = createContext<number | null>(null)

/**
 * When the view on screen opened, as a ledger position: a view is one visit
 * of a URL (a new page, a new filter, Back), and what it cost is what the
 * ledger recorded for its queries from then on. The shell keeps it around
 * the page and moves it on while it renders a new location, so before the
 * page's own requests start, however late the page's code or data arrives.
 * The first view of a page load counts from the session's start: what was
 * sent for it before anything rendered is its own.
 */
export function ViewOpenedProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation()
  const [opened, setOpened] = useState({ key, seq: FIRST_LEDGER_SEQ })
  let seq = opened.seq
  if (opened.key !== key) {
    // State adjusted to the new location during render (React re-renders before the page sees the old value).
    seq = nextLedgerSeq()
    setOpened({ key, seq })
  }
  return <ViewOpenedContext value={seq}>{children}</ViewOpenedContext>
}

/** The ledger seq at which the current view opened; null outside the shell. */
export function useViewOpenedSeq(): number | null {
  return use(ViewOpenedContext)
}
