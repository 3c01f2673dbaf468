import { useIsRestoring, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { refreshDetails, requestsNeeded, type RefreshProgress, type RefreshSummary } from '../../api/queries/refresh-details'
import { getLedgerSnapshot } from '../../credits/ledger'
import { countDataPoints } from '../../api/export/export-job'
import { defiPaths, defiQueries } from '../../api/queries/defi-queries'
import { detailRequestFor } from './holdings'
import type { Position } from './portfolio-schema'

/** [ours] A refresh that would send more requests than this asks first (UI contract): it is minutes of rate limit and real credits. */
export const ASK_ABOVE_REQUESTS = 50

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A product's detail request in the ledger: the detail path with any two segments (alerts and chains have one). */
const DETAIL_REQUEST = new RegExp(`^${defiPaths.detail('SEGMENT', 'SEGMENT').split('SEGMENT').map(escapeRegExp).join('[^/?]+')}(?:\\?|$)`)

/**
 * What one detail request costs, as far as this tab knows: the last one the
 * server priced, else the data points of a cached record for its one row plus
 * one (the export's estimate, export-job.ts); null when nothing is known.
 */
export function creditsPerDetailRequest(queryClient: QueryClient): number | null {
  const entries = getLedgerSnapshot().entries
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!
    if (entry.credits !== null && DETAIL_REQUEST.test(entry.request)) return entry.credits
  }
  const cached = queryClient.getQueryCache().findAll({ queryKey: defiQueries.details() }).find((query) => query.state.data !== undefined)
  return cached ? countDataPoints(cached.state.data) * 2 : null
}

/** A refresh waiting for the person's yes: how many requests it would send and about what they cost. */
export interface PendingRefresh {
  positions: readonly Position[]
  force: boolean
  requests: number
  credits: number | null
}

export function summaryText(summary: RefreshSummary): string {
  const products = `${summary.total} ${summary.total === 1 ? 'product' : 'products'}`
  const requests = `${summary.requests} ${summary.requests === 1 ? 'request' : 'requests'}, ${summary.fromCache} from the cache`
  return `Checked ${products}: ${requests}${summary.rateLimitWaits > 0 ? '; waited for the rate limit' : ''}.`
}

export function progressText(progress: RefreshProgress): string {
  if (progress.waitingSeconds !== null) return `Waiting ${progress.waitingSeconds} s for the rate limit (refreshed ${progress.done} of ${progress.total})`
  return `Refreshing ${Math.min(progress.done + 1, progress.total)} of ${progress.total}`
}

/**
 * The holdings' records, brought up to date with the app's one refresh
 * (api/queries/refresh-details.ts): on the visit, once the records kept on
 * this device are read, only what is stale is asked for; a refresh of more
 * than 50 requests waits for the person's yes.
 */
export function usePortfolioRefresh(positions: readonly Position[]) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<RefreshProgress | null>(null)
  const [summary, setSummary] = useState<string | null>(null)
  const [pending, setPending] = useState<PendingRefresh | null>(null)
  const running = useRef<AbortController | null>(null)

  const run = useCallback(
    async (targets: readonly Position[], force: boolean) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setSummary(null)
      const result = await refreshDetails(queryClient, targets.map(detailRequestFor), { signal: controller.signal, force, onProgress: setProgress })
      if (running.current !== controller) return
      running.current = null
      setProgress(null)
      setSummary(result.cancelled ? 'Refresh cancelled.' : summaryText(result))
    },
    [queryClient],
  )

  /** Refreshes `targets` (all of them when `force`, the stale ones otherwise), asking first above 50 requests. */
  const start = useCallback(
    (targets: readonly Position[], force: boolean) => {
      const requests = requestsNeeded(queryClient, targets.map(detailRequestFor), { force })
      if (requests > ASK_ABOVE_REQUESTS) {
        const perRequest = creditsPerDetailRequest(queryClient)
        setPending({ positions: targets, force, requests, credits: perRequest === null ? null : perRequest * requests })
        return
      }
      setPending(null)
      if (requests > 0 || force) void run(targets, force)
      else setSummary(summaryText({ total: targets.length, requests: 0, fromCache: targets.length, rateLimitWaits: 0, failed: 0, cancelled: false }))
    },
    [queryClient, run],
  )

  const goOn = useCallback(() => {
    if (!pending) return
    setPending(null)
    void run(pending.positions, pending.force)
  }, [pending, run])

  const stop = useCallback(() => {
    setPending(null)
    setSummary('Not refreshed: the holdings show the ratings last fetched, where there are any.')
  }, [])

  const cancel = useCallback(() => running.current?.abort(), [])

  // The visit brings stale records up to date, once, after the records kept on this device are read
  // (the refresh asks the cache directly, so it must not run before the restore).
  const atVisit = useRef(positions)
  const isRestoring = useIsRestoring()
  useEffect(() => {
    if (isRestoring) return
    if (atVisit.current.length > 0) start(atVisit.current, false)
    return () => running.current?.abort()
  }, [start, isRestoring])

  return { progress, summary, pending, start, run, goOn, stop, cancel }
}
