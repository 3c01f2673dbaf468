import type { MockDb, RecordKind } from '../db/db'
import type { StoredKey } from '../db/state-schemas'
import { ERROR_RESPONSE_COST, KEY_MANAGEMENT_COST, dataRequestCost } from '../policy'
import { mulberry32, type RandomSource } from '../random'
import { authenticate } from './auth'
import { applyCharge, chargeCredits, checkCredits } from './credits'
import { errorBody, fail, ok, type MockError, type Result } from './errors'
import type { ListPage } from './list'
import { checkRateLimit } from './rate-limit'

export const USED_CREDITS_HEADER = 'x-used-credits'

/** A response as plain data; the handlers turn it into an HTTP response. `body` null means an empty body. */
export interface MockResponse {
  status: number
  body: unknown
  headers: Record<string, string>
}

export interface ServeContext {
  /** The X-API-Key header value, or null when absent. */
  apiKey: string | null
  now: number
  /** Share of requests answered with a simulated 500 (0..1). */
  errorRate?: number
  /** Requests per key per minute; null for no limit; absent for no limit either (plain logic tests). */
  rateLimitPerMinute?: number | null
  random?: RandomSource
}

/**
 * What an endpoint does once the caller is known. Reads of rating data are
 * priced by the rows they return (so they run first, then are charged);
 * account calls cost a flat amount and may change state (so the charge is
 * checked first, then they run).
 */
export type Operation =
  | { kind: 'data'; records: RecordKind; run: (db: MockDb) => Result<{ body: unknown; rows: number }> }
  | { kind: 'account'; run: (db: MockDb, caller: StoredKey, now: number) => Result<{ status: 200 | 201 | 204; body: unknown }> }

const fallbackRandom = mulberry32(1)

/** A read of rating data; `rows` says how many records the answer holds, for the price. */
export function dataOperation<T>(records: RecordKind, run: (db: MockDb) => Result<T>, rows: (body: T) => number): Operation {
  return { kind: 'data', records, run: (db) => mapResult(run(db), (body) => ({ body, rows: rows(body) })) }
}

export function listOperation<T>(records: RecordKind, run: (db: MockDb) => Result<ListPage<T>>): Operation {
  return dataOperation(records, run, (page) => page.data.length)
}

export function singleOperation<T>(records: RecordKind, run: (db: MockDb) => Result<{ data: T }>): Operation {
  return dataOperation(records, run, () => 1)
}

export function accountOperation<T>(
  status: 200 | 201 | 204,
  run: (db: MockDb, caller: StoredKey, now: number) => Result<T>,
): Operation {
  return { kind: 'account', run: (db, caller, now) => mapResult(run(db, caller, now), (body) => ({ status, body: status === 204 ? null : body })) }
}

function mapResult<A, B>(result: Result<A>, map: (value: A) => B): Result<B> {
  return result.ok ? ok(map(result.value)) : result
}

export function errorResponse(error: MockError): MockResponse {
  const headers: Record<string, string> = { [USED_CREDITS_HEADER]: String(ERROR_RESPONSE_COST) }
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds)
  return { status: error.status, body: errorBody(error), headers }
}

function success(status: number, body: unknown, cost: number): MockResponse {
  return { status, body, headers: { [USED_CREDITS_HEADER]: String(cost) } }
}

/**
 * The server's request pipeline, as one plain function: simulated failure →
 * key → rate limit → the operation → credits. Every answer carries
 * x-used-credits; errors cost nothing and change nothing.
 */
export function serve(db: MockDb, context: ServeContext, operation: Operation): MockResponse {
  const { now } = context
  if (context.errorRate && context.errorRate > 0 && (context.random ?? fallbackRandom)() < context.errorRate) {
    return errorResponse(fail('server_error', 'The server had a problem (simulated). Try again in a moment.').error)
  }
  const auth = authenticate(db, context.apiKey)
  if (!auth.ok) return errorResponse(auth.error)
  const caller = auth.value

  const limited = checkRateLimit(db.state, caller.id, now, context.rateLimitPerMinute ?? null)
  if (!limited.ok) return errorResponse(limited.error)

  if (operation.kind === 'data') {
    const result = operation.run(db)
    if (!result.ok) return errorResponse(result.error)
    const cost = dataRequestCost(db.catalog.fieldsPerRecord[operation.records], result.value.rows)
    const charged = chargeCredits(caller, cost, now)
    return charged.ok ? success(200, result.value.body, cost) : errorResponse(charged.error)
  }

  const affordable = checkCredits(caller, KEY_MANAGEMENT_COST)
  if (!affordable.ok) return errorResponse(affordable.error)
  const result = operation.run(db, caller, now)
  if (!result.ok) return errorResponse(result.error)
  // Affordability was checked before the change; book it now even if the call just revoked or re-limited this very key.
  applyCharge(caller, KEY_MANAGEMENT_COST, now)
  return success(result.value.status, result.value.body, KEY_MANAGEMENT_COST)
}
