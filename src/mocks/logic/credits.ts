import type { StoredKey } from '../db/state-schemas'
import { exceedsCreditLimit } from '../policy'
import { fail, ok, type Result } from './errors'

/**
 * Charges `cost` to the key and marks it used, or refuses with 402 and
 * changes nothing when the charge would take it past its credit limit.
 */
export function chargeCredits(key: StoredKey, cost: number, now: number): Result<void> {
  if (exceedsCreditLimit(key.used_credits, cost, key.credit_limit)) {
    return creditLimitError(key, cost)
  }
  applyCharge(key, cost, now)
  return ok(undefined)
}

/** Books a charge already known to be allowed. */
export function applyCharge(key: StoredKey, cost: number, now: number): void {
  key.used_credits += cost
  key.last_used_at = new Date(now).toISOString()
}

/** For calls that change state: refuse before changing anything. */
export function checkCredits(key: StoredKey, cost: number): Result<void> {
  return exceedsCreditLimit(key.used_credits, cost, key.credit_limit) ? creditLimitError(key, cost) : ok(undefined)
}

function creditLimitError(key: StoredKey, cost: number) {
  return fail(
    'credit_limit_reached',
    `The credit limit of this API key is reached: ${key.used_credits} of ${key.credit_limit ?? 0} credits used, and this request costs ${cost}. Raise the limit or use another key.`,
  )
}
