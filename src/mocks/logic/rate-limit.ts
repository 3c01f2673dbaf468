import type { MockState } from '../db/db'
import { RATE_LIMIT_WINDOW_MS } from '../policy'
import { fail, ok, type Result } from './errors'

/**
 * Sliding-window limit per key: at most `perMinute` counted requests in any
 * 60 seconds. A refused request is not counted, so Retry-After is exact: the
 * moment the oldest counted request leaves the window.
 */
export function checkRateLimit(state: MockState, keyId: string, now: number, perMinute: number | null): Result<void> {
  if (perMinute === null) return ok(undefined)
  const since = now - RATE_LIMIT_WINDOW_MS
  const log = (state.requestLog.get(keyId) ?? []).filter((time) => time > since)
  if (log.length >= perMinute) {
    state.requestLog.set(keyId, log)
    const oldest = log[log.length - perMinute] ?? now
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + RATE_LIMIT_WINDOW_MS - now) / 1000))
    return fail('rate_limited', `Too many requests: this key may make ${perMinute} per minute. Try again in ${retryAfterSeconds} s.`, {
      retryAfterSeconds,
    })
  }
  log.push(now)
  state.requestLog.set(keyId, log)
  return ok(undefined)
}
