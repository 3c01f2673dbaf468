/*
 * Answers to GET requests sent before the API client was loaded: the first
 * page of a visit sends its records' requests from the start-up code, while
 * the chunk with the client and the schemas is still arriving (on a phone,
 * that chunk and the request's CORS round trips would otherwise come one
 * after the other). The client then takes the answer instead of sending the
 * request again, so nothing is paid for twice.
 *
 * No schema here (start-up code): an answer is kept as status, headers and
 * text, and the client checks it like any other answer.
 */
import type { ApiConfig } from './config'
import { readCredits, recordRequest } from './credits/ledger'

interface EarlyAnswer {
  /** The key the request carried: an answer is only taken by a client holding the same key. */
  apiKey: string | null
  startedAt: number
  /** Null when no answer came (network failure, timeout): the client then sends the request itself. */
  answer: Promise<Response | null>
}

/**
 * An answer nobody took this long after it was asked for is dropped: it
 * belongs to the page the visit opened with, and its view would have taken
 * it within seconds.
 */
export const EARLY_ANSWER_TTL_MS = 60_000

const early = new Map<string, EarlyAnswer>()

/**
 * Sends a GET for a query that a page is about to run, unless one is already
 * on its way. It is written to the ledger when its headers arrive, under the
 * query's hash, as the client would have written it.
 */
export function sendEarly(config: ApiConfig, path: string, queryHash: string, now = Date.now()): void {
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}`
  if (early.has(url)) return
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (config.apiKey) headers['X-API-Key'] = config.apiKey
  const record = (status: number | null, credits: number | null) =>
    recordRequest({ time: now, method: 'GET', request: path, status, credits, queryHash })
  const answer = fetch(url, { method: 'GET', headers, credentials: 'omit', signal: AbortSignal.timeout(config.timeoutMs) }).then(
    async (response) => {
      record(response.status, readCredits(response.headers))
      // Read at once, so the answer does not wait on an open connection for the view to load.
      const text = await response.text()
      const bodyless = response.status === 204 || response.status === 205 || response.status === 304
      return new Response(bodyless ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers })
    },
    () => {
      record(null, null)
      return null
    },
  )
  early.set(url, { apiKey: config.apiKey, startedAt: now, answer })
}

/**
 * The early answer to this GET, taken once: null when none was sent, it was
 * sent with another key, it is too old, or it failed (then the caller sends
 * the request itself, as it would have anyway). An answer read to its end
 * becomes a fresh Response, so the client reads it like any other.
 */
export async function takeEarlyAnswer(url: string, apiKey: string | null, now = Date.now()): Promise<Response | null> {
  const entry = early.get(url)
  if (!entry) return null
  early.delete(url)
  if (entry.apiKey !== apiKey || now - entry.startedAt > EARLY_ANSWER_TTL_MS) return null
  return entry.answer
}

/** True while a request for this URL was sent early and not yet taken. */
export function hasEarlyAnswer(url: string): boolean {
  return early.has(url)
}

/** For tests: forget every early answer. */
export function resetEarlyAnswers(): void {
  early.clear()
}
