import type { ErrorBody } from '../../api/schemas/common'

/** The contract's error codes (section 2) with their statuses. */
export const ERROR_STATUS = {
  invalid_parameter: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  revoked_api_key: 401,
  credit_limit_reached: 402,
  disabled_api_key: 403,
  not_found: 404,
  last_active_key: 409,
  already_revoked: 409,
  rate_limited: 429,
  server_error: 500,
} as const
export type MockErrorCode = keyof typeof ERROR_STATUS

export interface MockError {
  status: (typeof ERROR_STATUS)[MockErrorCode]
  code: MockErrorCode
  message: string
  param?: string
  /** Only for rate_limited: seconds until a request would be accepted again. */
  retryAfterSeconds?: number
}

/** What every logic function returns: a value, or a contract error; never a thrown exception for expected cases. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: MockError }

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function fail(code: MockErrorCode, message: string, extra: Pick<MockError, 'param' | 'retryAfterSeconds'> = {}): { ok: false; error: MockError } {
  return { ok: false, error: { status: ERROR_STATUS[code], code, message, ...extra } }
}

export function invalidParameter(param: string, detail: string, value?: string): { ok: false; error: MockError } {
  const shown = value === undefined ? '' : ` ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`
  return fail('invalid_parameter', `Invalid value${shown} for "${param}": ${detail.replace(/\.$/, '')}.`, { param })
}

export function notFound(message: string): { ok: false; error: MockError } {
  return fail('not_found', message)
}

export function errorBody(error: MockError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.param === undefined ? {} : { param: error.param }) } }
}
