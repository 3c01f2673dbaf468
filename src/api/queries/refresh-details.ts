import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isApiError } from '../errors'
import { abortableSleep } from '../../lib/sleep'

/** [ours] Four at a time: quick for a person, and far from a burst the API would refuse. */
export const REFRESH_CONCURRENCY = 4
/** How often one record may meet a 429 before the refresh gives up on it (a limit that never lifts). */
export const MAX_RATE_LIMIT_WAITS = 8

/** One record to bring up to date: where the cache files it, how long it stays fresh, and how to ask for it. */
export interface DetailRequest {
  queryKey: QueryKey
  /** The factory's staleTime: a record fetched less long ago costs nothing. */
  freshForMs: number
  /** Asks the API whatever the cache holds and files the answer under `queryKey`. */
  fetch: (queryClient: QueryClient) => Promise<unknown>
}

/** A detail query's options (from a query factory) as a request the refresh can send. */
export function detailRequest<TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, Error, TData, TKey>): DetailRequest {
  return {
    queryKey: options.queryKey,
    freshForMs: typeof options.staleTime === 'number' ? options.staleTime : 0,
    // Freshness is judged before (isFresh): a cached error or an invalidated record must be asked again.
    fetch: (queryClient) => queryClient.fetchQuery({ ...options, staleTime: 0 }),
  }
}

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
  /** Ask the API even for records still fresh in the cache: the person pressed a Refresh button. */
  force?: boolean
  onProgress?: (progress: RefreshProgress) => void
  concurrency?: number
  /** Injectable for tests that run the clock themselves. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  now?: () => number
}

/** True when the cache holds the record, fetched within its freshness window and not known to be outdated. */
export function isFresh(queryClient: QueryClient, request: DetailRequest, now: number = Date.now()): boolean {
  const state = queryClient.getQueryState(request.queryKey)
  if (!state || state.data === undefined || state.isInvalidated || state.status === 'error') return false
  return now - state.dataUpdatedAt < request.freshForMs
}

/** How many requests a refresh of `requests` would send (before any 429 makes it ask again). */
export function requestsNeeded(queryClient: QueryClient, requests: readonly DetailRequest[], { force = false, now = Date.now() } = {}): number {
  return force ? requests.length : requests.filter((request) => !isFresh(queryClient, request, now)).length
}

/**
 * Brings every record up to date: one request per record whose cached copy is
 * missing or stale (fresh ones cost nothing), at most `concurrency` at once.
 * A 429 pauses every worker until its Retry-After has passed, then the same
 * record is asked again, so a rate limit is a wait, not an error. Cancelling
 * stops sending; answers already on their way still land in the cache. Other
 * failures (404, server) are left in the cache, where the rows read them.
 */
export async function refreshDetails(queryClient: QueryClient, requests: readonly DetailRequest[], options: RefreshOptions = {}): Promise<RefreshSummary> {
  const { signal, force = false, onProgress, concurrency = REFRESH_CONCURRENCY, sleep = abortableSleep, now = Date.now } = options
  const summary: RefreshSummary = { total: requests.length, requests: 0, fromCache: 0, rateLimitWaits: 0, failed: 0, cancelled: false }
  let next = 0
  let done = 0
  let pausedUntil = 0
  // While a 429's wait lasts, every report says so: a request landing meanwhile must not hide the wait.
  const report = () =>
    onProgress?.({ done, total: requests.length, waitingSeconds: pausedUntil > now() ? Math.ceil((pausedUntil - now()) / 1000) : null })

  // One countdown for all workers: they wait on the same pause.
  let pause: Promise<void> | null = null
  async function countDown(): Promise<void> {
    while (!signal?.aborted && pausedUntil > now()) {
      report()
      await sleep(Math.min(pausedUntil - now(), 1000), signal)
    }
    pause = null
  }
  function waitForRateLimit(): Promise<void> {
    if (pausedUntil <= now()) return Promise.resolve()
    pause ??= countDown()
    return pause
  }

  async function refreshOne(request: DetailRequest): Promise<void> {
    if (!force && isFresh(queryClient, request, now())) {
      summary.fromCache += 1
      return
    }
    for (let attempt = 0; ; attempt += 1) {
      await waitForRateLimit()
      if (signal?.aborted) return
      summary.requests += 1
      try {
        await request.fetch(queryClient)
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
    while (!signal?.aborted && next < requests.length) {
      const request = requests[next] as DetailRequest
      next += 1
      await refreshOne(request)
      if (!signal?.aborted) {
        done += 1
        report()
      }
    }
  }

  report()
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker))
  summary.cancelled = signal?.aborted ?? false
  return summary
}
