import { hasNextPage, type ListPage } from '../client'
import { isApiError } from '../errors'
import { abortableSleep } from '../../lib/sleep'
import { LIMIT_MAX } from '../params/fields'

/**
 * Fetching every page of a list view, for "Export all". Plain TypeScript: it
 * takes the fetch function, the view's API parameters and an AbortSignal, and
 * knows nothing of React. Pages are fetched strictly one after the other (the
 * real API allows 60 requests a minute and sends no total).
 *
 * The generator yields what happened; it never throws an API error. A failure
 * it cannot get past on its own ends it with a `failed` or `stopped` event that
 * carries the cursor, and a new run given that cursor resumes from the page
 * that failed with everything fetched so far kept.
 */

/**
 * The page sizes tried in turn when the API refuses a `limit` (400 invalid_parameter on `limit`): the largest the
 * API takes first (the contract's [ours] maximum), for "Export all" and the search's name index alike.
 */
export const EXPORT_PAGE_SIZES = [LIMIT_MAX, 50, 25, 10] as const

export interface FetchedPage<T> {
  page: ListPage<T>
  /** Credits the request cost, when the server says. */
  usedCredits: number | null
}

export type ApiParams = Record<string, string>

export interface ExportPagesOptions<T> {
  /** One list request with `params` (the view's filters and sort plus limit/offset). */
  fetchPage: (params: ApiParams, signal: AbortSignal) => Promise<FetchedPage<T>>
  /** The view's API parameters (filters and sort); `limit` and `offset` are the exporter's. */
  params: ApiParams
  /** A page already on hand for exactly these parameters (the query cache), or undefined. */
  cachedPage?: (params: ApiParams) => ListPage<T> | undefined
  /** What makes two records the same record. */
  identity: (row: T) => string
  signal: AbortSignal
  /** Where to start: a fresh cursor, or the one a `failed` event handed back. */
  cursor?: ExportCursor
  /** Waits `ms` or until the signal aborts (rejects then); a seam for tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** How long to wait on a 429 that names no Retry-After. */
  defaultRetryAfterSeconds?: number
}

/** Where paging stands: the next offset and page size, what has been seen, what the server said. */
export interface ExportCursor {
  offset: number
  pageSizeIndex: number
  seen: Set<string>
  /** The first total the server gave, if any. */
  total: number | null
  /** The total changed while paging. */
  totalChanged: boolean
  duplicates: number
  requests: number
  credits: number
  /** Whether any request reported its cost (otherwise credits are unknown). */
  creditsKnown: boolean
}

export function newExportCursor(): ExportCursor {
  return {
    offset: 0,
    pageSizeIndex: 0,
    seen: new Set(),
    total: null,
    totalChanged: false,
    duplicates: 0,
    requests: 0,
    credits: 0,
    creditsKnown: false,
  }
}

export type ExportEvent<T> =
  /** New rows (duplicates already removed), in the server's order. */
  | { type: 'page'; rows: T[]; fromCache: boolean; cursor: ExportCursor }
  /** Refused with 429: waiting this long before asking again, by itself. */
  | { type: 'waiting'; seconds: number; cursor: ExportCursor }
  /** The API refused the page size; paging goes on with a smaller one. */
  | { type: 'page-size'; pageSize: number; cursor: ExportCursor }
  /** A server or network failure: a new run with this cursor resumes from the failed page. */
  | { type: 'failed'; error: unknown; cursor: ExportCursor }
  /** The key or the credits do not allow more (401/402/403, or any other refusal): nothing to retry. */
  | { type: 'stopped'; error: unknown; cursor: ExportCursor }
  | { type: 'done'; cursor: ExportCursor }

/** The server's data moved while paging: a record came twice, or the total changed. */
export function dataShifted(cursor: ExportCursor): boolean {
  return cursor.duplicates > 0 || cursor.totalChanged
}

export function pageSizeOf(cursor: ExportCursor): number {
  return EXPORT_PAGE_SIZES[cursor.pageSizeIndex] ?? EXPORT_PAGE_SIZES[EXPORT_PAGE_SIZES.length - 1]!
}

/** Waits `ms`; an abort ends the wait with the signal's reason. */
async function sleepOrThrow(ms: number, signal: AbortSignal): Promise<void> {
  await abortableSleep(ms, signal)
  signal.throwIfAborted()
}

function isLimitRefused(error: unknown): boolean {
  return isApiError(error) && error.kind === 'invalid_parameter' && error.param === 'limit'
}

function isResumable(error: unknown): boolean {
  if (!isApiError(error)) return true // a fetch that threw something else: the network, most likely
  return error.kind === 'server' || error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid_response'
}

/**
 * Yields the pages of a list view until the last one: a short page when the
 * server sends no total, else the total reached. Stops quietly (no event) when
 * the signal aborts; the request in flight is aborted with it.
 */
export async function* exportPages<T>(options: ExportPagesOptions<T>): AsyncGenerator<ExportEvent<T>, void, undefined> {
  const { fetchPage, params, cachedPage, identity, signal } = options
  const sleep = options.sleep ?? sleepOrThrow
  const cursor = options.cursor ?? newExportCursor()

  while (!signal.aborted) {
    const limit = pageSizeOf(cursor)
    const pageParams: ApiParams = { ...params, limit: String(limit), offset: String(cursor.offset) }
    let page = cachedPage?.(pageParams)
    const fromCache = page !== undefined
    if (!page) {
      try {
        cursor.requests += 1
        const fetched = await fetchPage(pageParams, signal)
        page = fetched.page
        if (fetched.usedCredits !== null) {
          cursor.credits += fetched.usedCredits
          cursor.creditsKnown = true
        }
      } catch (error) {
        if (signal.aborted) return
        if (isApiError(error) && error.kind === 'rate_limited') {
          const seconds = error.retryAfterSeconds ?? options.defaultRetryAfterSeconds ?? 60
          yield { type: 'waiting', seconds, cursor }
          try {
            await sleep(seconds * 1000, signal)
          } catch {
            return
          }
          continue
        }
        if (isLimitRefused(error) && cursor.pageSizeIndex < EXPORT_PAGE_SIZES.length - 1) {
          cursor.pageSizeIndex += 1
          yield { type: 'page-size', pageSize: pageSizeOf(cursor), cursor }
          continue
        }
        yield { type: isResumable(error) ? 'failed' : 'stopped', error, cursor }
        return
      }
    }
    if (signal.aborted) return

    const total = page.pagination?.total_count ?? null
    if (total !== null) {
      if (cursor.total === null) cursor.total = total
      else if (cursor.total !== total) {
        cursor.totalChanged = true
        cursor.total = total
      }
    }
    const rows: T[] = []
    for (const row of page.items) {
      const id = identity(row)
      if (cursor.seen.has(id)) {
        cursor.duplicates += 1
        continue
      }
      cursor.seen.add(id)
      rows.push(row)
    }
    cursor.offset += page.items.length
    const more = hasNextPage(page)
    yield { type: 'page', rows, fromCache, cursor }
    if (!more) {
      yield { type: 'done', cursor }
      return
    }
  }
}
