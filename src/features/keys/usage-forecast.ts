/*
 * The "Usage" section's arithmetic: the billing period, the rate credits are
 * used at, when they run out, and the share of each key. Pure, so the edge
 * cases (a period that began today, nothing used, nothing left) are tested
 * without a page.
 */
import type { ApiKey, BillingStatus } from '../../api/schemas/keys'
import { keyDisplayName } from './key-helpers'

export const DAY_MS = 86_400_000
/** A key is flagged at or above this share of its own credit limit. */
export const NEAR_LIMIT_SHARE = 0.8
export const NEAR_LIMIT_TEXT = '80 % of its limit used'

/** The same day `months` later in UTC, on the month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const moved = new Date(date.getTime())
  moved.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay))
  return moved
}

export interface UsageForecast {
  /** Credits used this period: the quota less what is left. */
  used: number
  left: number
  quota: number
  periodStart: Date
  nextBilling: Date
  /** Days since the period began, at least one (a period that began an hour ago counts as a day). */
  daysElapsed: number
  perDay: number
  /** When the credits run out at this rate; null when nothing is being used. */
  runsOutAt: Date | null
  /** True when they run out before the next billing date. */
  runsOutFirst: boolean
}

/**
 * The forecast from the billing status, or null when it lacks what it takes
 * (no quota, no credits figure, no billing date). A billing date in the past
 * or earlier today is moved on by whole months: the period it began is the
 * current one.
 */
export function usageForecast(status: Pick<BillingStatus, 'available_credits' | 'monthly_quota' | 'billing_date'>, now: Date): UsageForecast | null {
  const { monthly_quota: quota, available_credits: available, billing_date: billingDate } = status
  if (quota === null || quota === undefined || available === null || available === undefined || !billingDate) return null
  let nextBilling = new Date(billingDate)
  if (Number.isNaN(nextBilling.getTime())) return null
  // Bounded: a billing date decades old is still moved on, a nonsense one does not loop for long.
  for (let step = 1; nextBilling.getTime() <= now.getTime() && step <= 1200; step += 1) nextBilling = addMonths(new Date(billingDate), step)
  if (nextBilling.getTime() <= now.getTime()) return null

  const left = Math.max(0, available)
  const used = Math.max(0, quota - left)
  const periodStart = addMonths(nextBilling, -1)
  const daysElapsed = Math.max(1, (now.getTime() - periodStart.getTime()) / DAY_MS)
  const perDay = used / daysElapsed
  const runsOutAt = left === 0 ? now : perDay > 0 ? new Date(now.getTime() + (left / perDay) * DAY_MS) : null
  return {
    used,
    left,
    quota,
    periodStart,
    nextBilling,
    daysElapsed,
    perDay,
    runsOutAt,
    runsOutFirst: runsOutAt !== null && runsOutAt.getTime() < nextBilling.getTime(),
  }
}

/** At or above 80 % of the key's own limit. A key without a limit is never flagged; a limit of 0 always is (it is used up). */
export function isNearLimit(used: number, limit: number | null | undefined): boolean {
  if (limit === null || limit === undefined) return false
  return used >= limit * NEAR_LIMIT_SHARE
}

export interface KeyUsageRow {
  id: string
  label: string
  used: number
  /** Percent of all the keys' credits, 0 when none were used. */
  share: number
  limit: number | null
  nearLimit: boolean
}

/** One row per key, most used first (ties by label), with its share of the total. */
export function keyUsageRows(keys: readonly ApiKey[]): KeyUsageRow[] {
  const total = keys.reduce((sum, key) => sum + Math.max(0, key.used_credits ?? 0), 0)
  return keys
    .map((key) => {
      const used = Math.max(0, key.used_credits ?? 0)
      const limit = key.credit_limit ?? null
      return { id: key.id, label: keyDisplayName(key), used, share: total > 0 ? (used / total) * 100 : 0, limit, nearLimit: isNearLimit(used, limit) }
    })
    .toSorted((a, b) => b.used - a.used || a.label.localeCompare(b.label))
}
