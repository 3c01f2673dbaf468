import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router-dom'

// A page that asks for nothing (Settings), or one whose request hangs: the extras come after this at the latest.
const LATEST_MS = 3_000

// After the answer: a page can draw it over more than one commit and frame (the provider's), and the
// extras must not load before the last one.
const AFTER_ANSWER_MS = 500
// Where the browser has no idle callbacks (Safari), this long after that.
const IDLE_FALLBACK_MS = 200

/** Runs `callback` a while after the answer, once the browser is idle; returns a cancel. */
function aWhileAfter(callback: () => void): () => void {
  let cancelIdle: (() => void) | null = null
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, { timeout: 1_000 })
      cancelIdle = () => cancelIdleCallback(handle)
    } else {
      const fallback = setTimeout(callback, IDLE_FALLBACK_MS)
      cancelIdle = () => clearTimeout(fallback)
    }
  }, AFTER_ANSWER_MS)
  return () => {
    clearTimeout(timer)
    cancelIdle?.()
  }
}

const answered = (client: QueryClient) =>
  client.getQueryCache().getAll().some(({ state }) => state.dataUpdatedAt > 0 || state.errorUpdatedAt > 0)

/**
 * False until the first page has drawn its data: some query has its answer,
 * none is fetching, no navigation is under way, a while has passed and the
 * browser is idle; then true for good. For the shell's extras (the
 * watchlist's change count, the export host): their chunks used to load
 * beside the first page's own and the demo backend's, sharing the connection
 * the page's data waited for (and Lighthouse counts every request that ends
 * before the largest paint into it).
 */
export function useFirstPageSettled(): boolean {
  const [settled, setSettled] = useState(false)
  const navigating = useNavigation().state !== 'idle'
  const client = useQueryClient()

  useEffect(() => {
    if (settled || navigating) return
    let cancelWait: (() => void) | null = null
    const idle = () => client.isFetching() === 0 && answered(client)
    const check = () => {
      if (cancelWait || !idle()) return
      cancelWait = aWhileAfter(() => {
        cancelWait = null
        // A request can have started meanwhile (a page's second query): wait for its answer too.
        if (idle()) setSettled(true)
      })
    }
    const unsubscribe = client.getQueryCache().subscribe(check)
    check()
    const latest = setTimeout(() => setSettled(true), LATEST_MS)
    return () => {
      unsubscribe()
      cancelWait?.()
      clearTimeout(latest)
    }
  }, [settled, navigating, client])

  return settled
}
