import * as z from 'zod'
import { holdAutomaticRequest } from './budget'
import {
  DEMO_API_BASE_URL,
  DEMO_BACKEND_HEADER,
  backendReady,
  demoBackendInCharge,
  demoBackendWatched,
  getApiConfig,
  recoverLostDemoBackend,
  type ApiConfig,
} from './config'
import { ApiError, errorFromResponse, fallbackMessage } from './errors'
import { readCredits, recordRequest } from './ledger'
import { listEnvelopeSchema, singleEnvelopeSchema, type Pagination } from './schemas/common'

export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  params?: QueryParams
  body?: unknown
  signal?: AbortSignal
  /**
   * The hash of the query this request fetches for. Marks a request the
   * dashboard sends on its own (the credit budget may hold it) and lets a
   * view find what its data cost in the ledger.
   */
  queryHash?: string
}

/** What a query function passes on to the fetch helpers. */
export interface FetchOptions {
  signal?: AbortSignal
  queryHash?: string
}

export interface ApiResponse<T> {
  data: T
  /** Credits the request cost, when the server exposes `x-used-credits`. */
  usedCredits: number | null
}

export interface ListPage<T> {
  items: T[]
  /** Null when the service sent none (the real one does not). */
  pagination: Pagination | null
  /** The limit the page was asked for; decides "has next" when no total is known. */
  limit: number
  offset: number
}

/** Builds `base + path ? query`, leaving out empty values; arrays are sent comma-separated. */
export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const base = baseUrl.replace(/\/+$/, '')
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) query.set(name, value.join(','))
    } else {
      query.set(name, String(value))
    }
  }
  const text = query.toString()
  return `${base}${path.startsWith('/') ? path : `/${path}`}${text ? `?${text}` : ''}`
}

/** Joins the caller's signal with the timeout, remembering which of the two fired. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) controller.abort(signal.reason)
  else signal?.addEventListener('abort', onAbort, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    },
  }
}

const DEMO_BACKEND_LOST = 'The demo backend stopped answering in this browser. Reload the page to start it again.'

function looksLikeHtml(headers: Headers, text: string): boolean {
  return (headers.get('content-type') ?? '').includes('text/html') || /^\s*</.test(text)
}

function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The API answered with data in an unexpected shape.'
  const where = issue.path.length ? issue.path.join('.') : 'the response'
  return `The API answered with data in an unexpected shape (${where}: ${issue.message}).`
}

/**
 * The one function that talks to the API. Every failure becomes an ApiError;
 * an abort by the caller is passed through untouched so the query library can
 * tell a cancelled request from a failed one.
 */
export async function apiFetch<S extends z.ZodType>(
  request: ApiRequest,
  schema: S,
  givenConfig?: ApiConfig,
): Promise<ApiResponse<z.output<S>>> {
  // Checked before anything else: a held request is never sent, not even to the demo backend.
  if (request.queryHash !== undefined && holdAutomaticRequest()) {
    throw new ApiError({ kind: 'budget_hold', message: fallbackMessage('budget_hold') })
  }
  if (!givenConfig) {
    try {
      await backendReady()
    } catch (cause) {
      throw new ApiError({ kind: 'network', message: 'The demo backend could not start in this browser.', cause })
    }
  }
  // Read after waiting: the demo key arrives with the backend.
  const config = givenConfig ?? getApiConfig()
  const url = buildUrl(config.baseUrl, request.path, request.params)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (config.apiKey) headers['X-API-Key'] = config.apiKey
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'

  const method = request.method ?? 'GET'
  const startedAt = Date.now()
  // The ledger's line: path and query below the base; the key is in a header, never here.
  const record = (status: number | null, credits: number | null) =>
    recordRequest({
      time: startedAt,
      method,
      request: buildUrl('', request.path, request.params),
      status,
      credits,
      queryHash: request.queryHash ?? null,
    })
  const timeout = withTimeout(request.signal, config.timeoutMs)
  const send = async (): Promise<Response> => {
    try {
      return await fetch(url, {
        method,
        headers,
        body: request.body === undefined ? null : JSON.stringify(request.body),
        signal: timeout.signal,
        credentials: 'omit',
      })
    } catch (cause) {
      timeout.done()
      record(null, null)
      if (timeout.timedOut()) {
        throw new ApiError({
          kind: 'timeout',
          message: `The API did not answer within ${Math.round(config.timeoutMs / 1000)} seconds.`,
          cause,
        })
      }
      if (request.signal?.aborted) throw cause
      throw new ApiError({ kind: 'network', message: 'The API could not be reached. Check the connection and the API base URL.', cause })
    }
  }
  const watched = config.baseUrl === DEMO_API_BASE_URL && demoBackendWatched()
  if (watched) {
    try {
      await demoBackendInCharge()
    } catch (cause) {
      timeout.done()
      throw new ApiError({ kind: 'network', message: DEMO_BACKEND_LOST, cause })
    }
  }
  let response = await send()
  if (watched && !response.headers.has(DEMO_BACKEND_HEADER)) {
    console.warn('A demo request did not reach the mock backend; restarting it and sending the request again.')
    // Read to the end, so the unused answer finishes instead of being cut off when it is dropped.
    await response.text().catch(() => '')
    // It never reached the mock backend, so nothing was charged or changed: safe to send again once the backend is back.
    try {
      await recoverLostDemoBackend()
    } catch (cause) {
      timeout.done()
      throw new ApiError({ kind: 'network', message: DEMO_BACKEND_LOST, cause })
    }
    response = await send()
    if (!response.headers.has(DEMO_BACKEND_HEADER)) {
      timeout.done()
      throw new ApiError({ kind: 'network', message: DEMO_BACKEND_LOST })
    }
  }
  // Recorded as soon as the headers arrive: the server has charged by then, whatever the body holds.
  const usedCredits = readCredits(response.headers)
  record(response.status, usedCredits)

  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    timeout.done()
    if (request.signal?.aborted) throw cause
    throw new ApiError({
      kind: timeout.timedOut() ? 'timeout' : 'network',
      message: 'The connection broke while the answer was arriving.',
      cause,
    })
  }
  timeout.done()

  let body: unknown = null
  let bodyIsJson = true
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      bodyIsJson = false
      body = null
    }
  }

  if (!response.ok) {
    throw errorFromResponse(response.status, response.statusText, body, response.headers.get('retry-after'))
  }
  if (!bodyIsJson) {
    throw new ApiError({
      kind: 'invalid_response',
      status: response.status,
      message: looksLikeHtml(response.headers, text)
        ? 'The API answered with a web page, not JSON data (a network login page, or a proxy not set up for the API). Check the API base URL.'
        : 'The API answered with something that is not JSON. Check the API base URL.',
    })
  }

  const parsed = schema.safeParse(body)
  if (!parsed.success && text.trim() === '') {
    throw new ApiError({ kind: 'invalid_response', status: response.status, message: 'The API answered with an empty response instead of data.' })
  }
  if (!parsed.success) {
    throw new ApiError({ kind: 'invalid_response', status: response.status, message: describeZodError(parsed.error), cause: parsed.error })
  }
  return { data: parsed.data, usedCredits }
}

/** GET a list: unwraps `{ data, pagination? }`. */
export async function fetchList<T extends z.ZodType>(
  path: string,
  item: T,
  params: QueryParams & { limit?: number | string; offset?: number | string },
  options: FetchOptions = {},
): Promise<ApiResponse<ListPage<z.output<T>>>> {
  const response = await apiFetch({ path, params, ...options }, listEnvelopeSchema(item))
  const envelope = response.data as { data: z.output<T>[]; pagination?: Pagination | null }
  const asked = params.limit === undefined ? null : Number(params.limit)
  return {
    usedCredits: response.usedCredits,
    data: {
      // A server that sends more rows than asked (10,000 for a page of 10) is
      // trimmed to the page: the table stays a page long and paging still works.
      items: asked !== null && Number.isInteger(asked) && asked > 0 && envelope.data.length > asked ? envelope.data.slice(0, asked) : envelope.data,
      pagination: envelope.pagination ?? null,
      limit: Number(params.limit ?? envelope.pagination?.limit ?? 10),
      offset: Number(params.offset ?? envelope.pagination?.offset ?? 0),
    },
  }
}

/** GET one record: accepts `{ data: {...} }` or the bare object. */
export async function fetchOne<T extends z.ZodType>(path: string, item: T, options: FetchOptions = {}): Promise<ApiResponse<z.output<T>>> {
  const response = await apiFetch({ path, ...options }, singleEnvelopeSchema(item))
  return { data: response.data as z.output<T>, usedCredits: response.usedCredits }
}

/** For 204 answers: an empty body parses to null. */
export const emptyBodySchema = z.unknown()

/** True when another page exists: by the total when known, else when a full page came back (contract 3). */
export function hasNextPage(page: ListPage<unknown>): boolean {
  if (page.pagination) return page.offset + page.items.length < page.pagination.total_count
  return page.items.length >= page.limit && page.items.length > 0
}
