import { getApiConfig } from './config'
import { buildUrl, requestHeaders } from './request-init'

/**
 * How long an answer nobody took is kept. The first page's query code takes
 * it within a second or two; one taken much later could be an old answer.
 */
const KEEP_MS = 60_000

interface EarlyRequest {
  apiKey: string | null
  response: Promise<Response>
  controller: AbortController
  timer: ReturnType<typeof setTimeout>
}

const waiting = new Map<string, EarlyRequest>()

function drop(url: string, entry: EarlyRequest) {
  if (waiting.get(url) !== entry) return
  waiting.delete(url)
  clearTimeout(entry.timer)
}

/**
 * Sends the GET of `path` now, before the query code (with zod, in the shared
 * chunk) has loaded: on the first page of a visit the record then travels
 * while that code does, instead of after it. The transport takes the answer
 * instead of asking again (takeEarlyResponse), so it is paid for once and
 * gets its line in the ledger there. The first page's loader sends it, in
 * live mode with a key, for a record the cache lacks (route-loaders.ts).
 */
export function sendEarlyRequest(path: string): void {
  const { baseUrl, apiKey } = getApiConfig()
  const url = buildUrl(baseUrl, path)
  if (waiting.has(url)) return
  const controller = new AbortController()
  const response = fetch(url, { method: 'GET', headers: requestHeaders(apiKey, false), signal: controller.signal, credentials: 'omit' })
  // Nobody awaits it until it is taken: a failure is the taker's to report, not an unhandled rejection.
  response.catch(() => undefined)
  const entry: EarlyRequest = {
    apiKey,
    response,
    controller,
    timer: setTimeout(() => {
      drop(url, entry)
      controller.abort()
    }, KEEP_MS),
  }
  waiting.set(url, entry)
}

/**
 * The answer of the early GET of `url` with `apiKey`, once; null when none
 * is waiting. From then on `signal` (the taker's timeout and abort) governs it.
 */
export function takeEarlyResponse(url: string, apiKey: string | null, signal: AbortSignal): Promise<Response> | null {
  const entry = waiting.get(url)
  if (!entry || entry.apiKey !== apiKey) return null
  drop(url, entry)
  if (signal.aborted) entry.controller.abort(signal.reason)
  else signal.addEventListener('abort', () => entry.controller.abort(signal.reason), { once: true })
  return entry.response
}

/** Cancels the early requests nobody took (between tests). */
export function forgetEarlyRequests(): void {
  for (const [url, entry] of waiting) {
    drop(url, entry)
    entry.controller.abort()
  }
}
