export type ApiErrorKind =
  | 'unauthorized'
  | 'revoked'
  | 'forbidden'
  | 'not_found'
  | 'invalid_parameter'
  | 'conflict'
  | 'credit_limit'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid_response'
  /** Not sent: the session's credit budget is reached (src/credits/budget.ts). */
  | 'budget_hold'

export interface ApiErrorInit {
  kind: ApiErrorKind
  message: string
  status?: number | undefined
  code?: string | undefined
  param?: string | undefined
  retryAfterSeconds?: number | undefined
  cause?: unknown
}

/** Every failure of the API layer, with a kind the UI can act on and a message a person can read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly code: string | undefined
  readonly param: string | undefined
  readonly retryAfterSeconds: number | undefined

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.param = init.param
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Errors worth retrying automatically: the server or the network, never a 4xx. */
export function isTransientError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'server' || error.kind === 'network' || error.kind === 'timeout')
}

/** The key is missing, wrong, revoked or disabled: the way out is Settings. */
export function isAuthError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'revoked' || error.kind === 'forbidden')
}

const FALLBACK_MESSAGES: Record<ApiErrorKind, string> = {
  unauthorized: 'The API key was not accepted.',
  revoked: 'This API key has been revoked.',
  forbidden: 'This API key is disabled.',
  not_found: 'Not found.',
  invalid_parameter: 'A request parameter was not accepted.',
  conflict: 'The request conflicts with the current state.',
  credit_limit: 'The credit limit of this API key has been reached.',
  rate_limited: 'Too many requests.',
  server: 'The server had a problem.',
  network: 'The API could not be reached.',
  timeout: 'The API did not answer in time.',
  invalid_response: 'The API answered with something unexpected.',
  budget_hold:
    'Not loaded: this session reached its credit budget. Choose “Continue anyway” in the banner above, or raise the budget on Settings.',
}

/** Kind from status and, where the status is shared, from the contract's error code. */
export function kindFromStatus(status: number, code: string | undefined): ApiErrorKind {
  switch (status) {
    case 400:
    case 422:
      return 'invalid_parameter'
    case 401:
      return code === 'revoked_api_key' ? 'revoked' : 'unauthorized'
    case 402:
      return 'credit_limit'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 409:
      return 'conflict'
    case 429:
      return 'rate_limited'
    default:
      return status >= 500 ? 'server' : 'invalid_response'
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/**
 * Reads code, message and param from whatever body shape the service sent:
 * `{ error: { code, message, param } }`, `{ message }`, `{ detail }`, `{ title }` or `{ error: "..." }`.
 */
export function readErrorBody(body: unknown): { code?: string; message?: string; param?: string } {
  const root = asRecord(body)
  if (!root) return { message: nonEmptyString(body) }
  const nested = asRecord(root.error)
  const code = nonEmptyString(nested?.code) ?? nonEmptyString(root.code)
  const message =
    nonEmptyString(nested?.message) ??
    nonEmptyString(root.message) ??
    nonEmptyString(root.detail) ??
    nonEmptyString(root.title) ??
    nonEmptyString(root.error)
  const param = nonEmptyString(nested?.param) ?? nonEmptyString(root.param)
  return { code, message, param }
}

export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

export function errorFromResponse(status: number, statusText: string, body: unknown, retryAfter: string | null): ApiError {
  const { code, message, param } = readErrorBody(body)
  const kind = kindFromStatus(status, code)
  const retryAfterSeconds = kind === 'rate_limited' ? parseRetryAfter(retryAfter) : undefined
  return new ApiError({
    kind,
    status,
    code,
    param,
    retryAfterSeconds,
    message: message ?? (statusText ? `${statusText}.` : FALLBACK_MESSAGES[kind]),
  })
}

/** The standard sentence for an error the client raises itself (a held request has no response to read). */
export function fallbackMessage(kind: ApiErrorKind): string {
  return FALLBACK_MESSAGES[kind]
}
