import type * as z from 'zod'
import { getApiConfig, type ApiConfig } from './config'
import { ApiError, errorFromResponse, isApiError } from './errors'
import { throughSendHook } from './send-hook'

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

/**
 * The schema an answer is checked with, or a way to load it. A loaded one is
 * asked for once the request is on its way and awaited only for the body:
 * start-up code can send a request without carrying zod and the schemas.
 */
export type SchemaSource<S extends z.ZodMiniType> = S | (() => Promise<S>)

/**
 * The transport: URL and headers, the timeout, JSON, the schema, and every
 * failure as an ApiError. An abort by the caller is passed through untouched
 * so the query library can tell a cancelled request from a failed one.
 * `onAnswer` hears of the answer as soon as its headers arrive (the server
 * has charged by then, whatever the body holds), or of null when none came.
 */
export async function apiFetch<S extends z.ZodMiniType>(
  request: ApiRequest,
  schema: SchemaSource<S>,
  givenConfig?: ApiConfig,
  onAnswer?: (response: Response | null) => void,
): Promise<z.output<S>> {
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
    return fetch(buildUrl(config.baseUrl, request.path, request.params), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: timeout.signal,
      credentials: 'omit',
    })
  }
  let response: Response
  let text: string
  let loading: Promise<S> | null = null
  try {
    try {
      const sent = throughSendHook(send, config.baseUrl)
      if (typeof schema === 'function') {
        loading = schema()
        // Awaited below, for a body to check; an answer that fails earlier leaves it unread.
        loading.catch(() => undefined)
      }
      response = await sent
    } catch (cause) {
      // The hook's own errors say what went wrong with the backend; nothing was answered.
      if (isApiError(cause)) throw cause
      onAnswer?.(null)
      if (clock.timeout?.timedOut()) {
        throw new ApiError({ kind: 'timeout', message: `The API did not answer within ${Math.round(config.timeoutMs / 1000)} seconds.`, cause })
      }
      if (request.signal?.aborted) throw cause
      throw new ApiError({ kind: 'network', message: 'The API could not be reached. Check the connection and the API base URL.', cause })
    }
    onAnswer?.(response)
    text = await response.text().catch((cause: unknown) => {
      if (request.signal?.aborted) throw cause
      const kind = clock.timeout?.timedOut() ? 'timeout' : 'network'
      throw new ApiError({ kind, message: 'The connection broke while the answer was arriving.', cause })
    })
  } finally {
    clock.timeout?.done()
  }

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

  const checker = typeof schema === 'function' ? await (loading ?? schema()) : schema
  const parsed = checker.safeParse(body)
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid_response',
      status: response.status,
      message: text.trim() === '' ? 'The API answered with an empty response instead of data.' : describeZodError(parsed.error),
      cause: text.trim() === '' ? undefined : parsed.error,
    })
  }
  return parsed.data
}
