import type * as z from 'zod'
import { getApiConfig, type ApiConfig } from './config'
import { takeEarlyResponse } from './early-response'
import { ApiError, errorFromResponse, isApiError } from './errors'

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

/** The caller's signal joined with the timeout's; `timedOut` tells which of the two fired. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const timeout = AbortSignal.timeout(timeoutMs)
  return { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, timedOut: () => timeout.aborted }
}

function looksLikeHtml(headers: Headers, text: string): boolean {
  return (headers.get('content-type') ?? '').includes('text/html') || /^\s*</.test(text)
}

function describeZodError(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The API answered with data in an unexpected shape.'
  const where = issue.path.length ? issue.path.join('.') : 'the response'
  return `The API answered with data in an unexpected shape (${where}: ${issue.message}).`
}

/** An error answer, or one that is not JSON, as a readable ApiError; null when the body is JSON data. */
function bodyProblem(response: Response, text: string, body: unknown, bodyIsJson: boolean): ApiError | null {
  if (!response.ok) return errorFromResponse(response.status, response.statusText, body, response.headers.get('retry-after'))
  if (bodyIsJson) return null
  return new ApiError({
    kind: 'invalid_response',
    status: response.status,
    message: looksLikeHtml(response.headers, text)
      ? 'The API answered with a web page, not JSON data (a network login page, or a proxy not set up for the API). Check the API base URL.'
      : 'The API answered with something that is not JSON. Check the API base URL.',
  })
}

/** What a request answered: its checked body, and the credits the server says it cost. */
export interface ApiResponse<T> {
  data: T
  /** `x-used-credits`, or null when the server sent none or the browser may not read it. */
  usedCredits: number | null
}

/** A missing, unexposed or unreadable `x-used-credits` is "not reported" (null), never 0. */
export function readCredits(headers: Headers): number | null {
  const raw = headers.get('x-used-credits')
  if (raw === null) return null
  const value = Number(raw)
  return Number.isFinite(value) ? value : null
}

/** What a middleware sees of a request on its way out. */
export interface OutgoingRequest {
  request: ApiRequest
  config: ApiConfig
}

/**
 * Stands between the transport and the network: it calls `send` (which reads
 * the configuration afresh each time) once, more than once, or not at all, and
 * may throw an ApiError of its own. The app installs the credits ledger and
 * budget and, in demo mode, the wait for the in-browser backend.
 */
export type Middleware = (send: () => Promise<Response>, outgoing: OutgoingRequest) => Promise<Response>

const middlewares: Middleware[] = []

/** Installs `middleware` outside those installed before it; returns a function that removes it. */
export function installMiddleware(middleware: Middleware): () => void {
  middlewares.push(middleware)
  return () => {
    const index = middlewares.indexOf(middleware)
    if (index >= 0) middlewares.splice(index, 1)
  }
}

function throughMiddlewares(send: () => Promise<Response>, outgoing: OutgoingRequest): Promise<Response> {
  return middlewares.reduce<() => Promise<Response>>((inner, middleware) => () => middleware(inner, outgoing), send)()
}

/**
 * The transport: URL and headers, the timeout, JSON, the schema, and every
 * failure as an ApiError. An abort by the caller is passed through untouched
 * so the query library can tell a cancelled request from a failed one.
 */
export async function apiFetch<S extends z.ZodMiniType>(request: ApiRequest, schema: S, givenConfig?: ApiConfig): Promise<ApiResponse<z.output<S>>> {
  let config = givenConfig ?? getApiConfig()
  // Started with the first send: waiting for a demo backend to start is not the API being slow.
  const clock: { timeout?: ReturnType<typeof withTimeout> } = {}
  const send = () => {
    // Read at each send: demo mode's key arrives while its first request waits.
    config = givenConfig ?? getApiConfig()
    const timeout = (clock.timeout ??= withTimeout(request.signal, config.timeoutMs))
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (config.apiKey) headers['X-API-Key'] = config.apiKey
    if (request.body !== undefined) headers['Content-Type'] = 'application/json'
    const url = buildUrl(config.baseUrl, request.path, request.params)
    const sendNow = () =>
      fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? null : JSON.stringify(request.body),
        signal: timeout.signal,
        credentials: 'omit',
      })
    // A first visit's request may already be on its way, sent by index.html's early script: taken once, in place
    // of this send; a failed, refused or stale one is sent again here.
    const early = (request.method ?? 'GET') === 'GET' ? takeEarlyResponse(url, config.apiKey) : null
    if (!early) return sendNow()
    // The early request has no timeout of its own: this request's timeout (or the caller's abort) ends the wait.
    const ended = new Promise<never>((_, reject) => timeout.signal.addEventListener('abort', () => reject(timeout.signal.reason), { once: true }))
    return Promise.race([early, ended]).then((response) => response ?? sendNow())
  }
  let response: Response
  try {
    response = await throughMiddlewares(send, { request, config })
  } catch (cause) {
    // A middleware's own errors say what went wrong; nothing was answered.
    if (isApiError(cause)) throw cause
    if (clock.timeout?.timedOut()) {
      throw new ApiError({ kind: 'timeout', message: `The API did not answer within ${Math.round(config.timeoutMs / 1000)} seconds.`, cause })
    }
    if (request.signal?.aborted) throw cause
    throw new ApiError({ kind: 'network', message: 'The API could not be reached. Check the connection and the API base URL.', cause })
  }
  const text = await response.text().catch((cause: unknown) => {
    if (request.signal?.aborted) throw cause
    const kind = clock.timeout?.timedOut() ? 'timeout' : 'network'
    throw new ApiError({ kind, message: 'The connection broke while the answer was arriving.', cause })
  })

  let body: unknown = null
  let bodyIsJson = true
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      bodyIsJson = false
    }
  }
  const problem = bodyProblem(response, text, body, bodyIsJson)
  if (problem) throw problem

  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid_response',
      status: response.status,
      message: text.trim() === '' ? 'The API answered with an empty response instead of data.' : describeZodError(parsed.error),
      cause: text.trim() === '' ? undefined : parsed.error,
    })
  }
  return { data: parsed.data, usedCredits: readCredits(response.headers) }
}
