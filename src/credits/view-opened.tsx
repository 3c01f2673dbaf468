import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { FIRST_LEDGER_SEQ, nextLedgerSeq } from './ledger'

const ViewOpenedContext = createContext<number | null>(null)

/** Ledger positions of navigations under way, by the key of the location they lead to. */
const openingSeqs = new Map<string, number>()

/** What `trackViewOpenings` needs of a data router. */
interface NavigatingRouter {
  subscribe: (listener: (state: { navigation: { location?: { key: string } | undefined } }) => void) => () => void
}

/**
 * Marks the start of each navigation: the route's loader may ask for the new
 * view's data before the view renders, and those requests are the new view's.
 */
export function trackViewOpenings(router: NavigatingRouter): () => void {
  return router.subscribe(({ navigation }) => {
    if (navigation.location) markViewOpening(navigation.location.key)
  })
}

/** trackViewOpenings for as long as the component is mounted; after RouterProvider's own subscription (a layout effect). */
export function useViewOpenings(router: NavigatingRouter): void {
  useEffect(() => trackViewOpenings(router), [router])
}

function markViewOpening(key: string): void {
  if (openingSeqs.has(key)) return
  openingSeqs.set(key, nextLedgerSeq())
  // Only the last few navigations can still be rendering.
  for (const old of openingSeqs.keys()) {
    if (openingSeqs.size <= 20) break
    openingSeqs.delete(old)
  }
}

/**
 * When the view on screen opened, as a ledger position: a view is one visit
 * of a URL (a new page, a new filter, Back), and what it cost is what the
 * ledger recorded for its queries from then on. The first view of a page
 * load counts from the session's start: what was sent for it before anything
 * rendered is its own.
 */
export function ViewOpenedProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation()
  const [opened, setOpened] = useState({ key, seq: FIRST_LEDGER_SEQ })
  let seq = opened.seq
  if (opened.key !== key) {
    // State adjusted to the new location during render (React re-renders before the page sees the old value).
    seq = openingSeqs.get(key) ?? nextLedgerSeq()
    setOpened({ key, seq })
  }
  return <ViewOpenedContext value={seq}>{children}</ViewOpenedContext>
}

/** The ledger seq at which the current view opened; null outside the shell. */
export function useViewOpenedSeq(): number | null {
  return use(ViewOpenedContext)
}
