/*
 * The first visit's early request: a small script of index.html
 * (app/early-request) sends the route's first API request before the app's
 * code has arrived, and leaves it here for the transport. The transport takes
 * it in place of sending the same request once, so it is paid for once and
 * lands in the credits ledger like any other answer.
 */

/** Where the early script leaves its request on `globalThis`. */
export const EARLY_REQUEST_GLOBAL = '__ratingsEarlyRequest'

/**
 * An early answer older than this when the app asks is not taken: the page
 * was left waiting (a frozen tab, a slow start that failed and was retried),
 * and its answer is asked again.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000

/** What the early script leaves: the URL and key it sent, when, and its answer (null when it sent nothing). */
export interface EarlyRequest {
  url: string
  apiKey: string
  startedAt: number
  response: Promise<Response | null>
}

function slot(): Record<string, EarlyRequest | undefined> {
  return globalThis as unknown as Record<string, EarlyRequest | undefined>
}

/**
 * The early answer to exactly this request (same URL and key), once: null
 * when there is none, it is for another request, or it is stale. The promise
 * resolves to null when the early request failed or was refused, and the
 * caller then sends the request itself.
 */
export function takeEarlyResponse(url: string, apiKey: string | null): Promise<Response | null> | null {
  const early = slot()[EARLY_REQUEST_GLOBAL]
  if (!early || early.url !== url || early.apiKey !== apiKey) return null
  delete slot()[EARLY_REQUEST_GLOBAL]
  if (performance.now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) {
    // Read to the end, so an answer still arriving finishes instead of being cut off.
    void early.response.then((response) => response?.text()).catch(() => undefined)
    return null
  }
  return early.response.then(
    (response) => (response?.ok ? response : null),
    () => null,
  )
}
