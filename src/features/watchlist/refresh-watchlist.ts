import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../../api/errors'
import { detailKeyFor, detailStaleTimeFor, fetchDetail } from './watched-queries'
import type { WatchTarget } from './watchlist-schema'

/** [ours] Four at a time: quick for a person, and far from a burst the API would refuse. */
export const REFRESH_CONCURRENCY = 4
/** How often one item may meet a 429 before the refresh gives up on it (a limit that never lifts). */
export const MAX_RATE_LIMIT_WAITS = 8

export interface RefreshProgress {
  done: number
  total: number
  /** Seconds left of a Retry-After wait, or null while requests flow. */
  waitingSeconds: number | null
}

export interface RefreshSummary {
  total: number
  /** Requests sent (answers from the cache cost none). */
  requests: number
  fromCache: number
  rateLimitWaits: number
  failed: number
  cancelled: boolean
}

export interface RefreshOptions {
  signal?: AbortSignal
  /** Ask the API even for records still fresh in the cache: the person pressed "Refresh watchlist". */
  force?: boolean
  onProgress?: (progress: RefreshProgress) => void
  concurrency?: number
  /** Injectable for tests that run the clock themselves. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  now?: () => number
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done)
  })
}

function isFresh(queryClient: QueryClient, target: WatchTarget, now: number): boolean {
  const state = queryClient.getQueryState(detailKeyFor(target))
  if (!state || state.data === undefined || state.isInvalidated || state.status === 'error') return false
  return now - state.dataUpdatedAt < detailStaleTimeFor(target)
}

/**
 * Brings every watched item's detail record up to date: one request per item
 * whose cached record is missing or stale (fresh ones cost nothing), at most
 * `concurrency` at once. A 429 pauses every worker until its Retry-After has
 * passed, then the same item is asked again, so a rate limit is a wait, not
 * an error. Cancelling stops sending; answers already on their way still land
 * in the cache. Other failures (404, server) are left in the cache, where the
 * row reads them.
 */
export async function refreshWatchlist(queryClient: QueryClient, targets: readonly WatchTarget[], options: RefreshOptions = {}): Promise<RefreshSummary> {
  const { signal, force = false, onProgress, concurrency = REFRESH_CONCURRENCY, sleep = abortableSleep, now = Date.now } = options
  const summary: RefreshSummary = { total: targets.length, requests: 0, fromCache: 0, rateLimitWaits: 0, failed: 0, cancelled: false }
  let next = 0
  let done = 0
  let pausedUntil = 0
  const report = (waitingSeconds: number | null = null) => onProgress?.({ done, total: targets.length, waitingSeconds })

  // One countdown for all workers: they wait on the same pause.
  let pause: Promise<void> | null = null
  async function countDown(): Promise<void> {
    while (!signal?.aborted && pausedUntil > now()) {
      const left = pausedUntil - now()
      report(Math.ceil(left / 1000))
      await sleep(Math.min(left, 1000), signal)
    }
    pause = null
  }
  function waitForRateLimit(): Promise<void> {
    if (pausedUntil <= now()) return Promise.resolve()
    pause ??= countDown()
    return pause
  }

  async function refreshOne(target: WatchTarget): Promise<void> {
    if (!force && isFresh(queryClient, target, now())) {
      summary.fromCache += 1
      return
    }
    for (let attempt = 0; ; attempt += 1) {
      await waitForRateLimit()
      if (signal?.aborted) return
      summary.requests += 1
      try {
        // Freshness was judged above; a cached error or an invalidated record must be asked again.
        await fetchDetail(queryClient, target, 0)
        return
      } catch (error) {
        if (isApiError(error) && error.kind === 'rate_limited' && attempt < MAX_RATE_LIMIT_WAITS) {
          summary.rateLimitWaits += 1
          pausedUntil = Math.max(pausedUntil, now() + (error.retryAfterSeconds ?? 1) * 1000)
          continue
        }
        summary.failed += 1
        return
      }
    }
  }

  async function worker(): Promise<void> {
    while (!signal?.aborted && next < targets.length) {
      const target = targets[next] as WatchTarget
      next += 1
      await refreshOne(target)
      if (!signal?.aborted) {
        done += 1
        report()
      }
    }
  }

  report()
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker))
  summary.cancelled = signal?.aborted ?? false
  return summary
}
