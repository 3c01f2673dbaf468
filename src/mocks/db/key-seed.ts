import { DEMO_API_KEY } from '../demo-account'
import { API_KEY_HEX_LENGTH, API_KEY_PREFIX } from '../policy'
import type { Rng } from '../random'
import { DAY_MS, isoTimestamp } from './dates'
import { DEMO_ACCOUNT_PLAN, SECOND_ACCOUNT_PLAN } from './names'
import type { Account, StoredKey } from './state-schemas'

export const DEMO_ACCOUNT_ID = 'acct-demo'
/** An account the demo key must never see: its key ids answer 404 to the demo account. */
export const OTHER_ACCOUNT_ID = 'acct-other'

const HOUR_MS = 3_600_000

interface KeyPlan {
  account: string
  label: string
  state: 'active' | 'disabled' | 'revoked'
  creditLimit: number | null
  used: number
  createdDaysAgo: number
  lastUsedHoursAgo: number | null
  secret?: string
}

/**
 * The demo account: the dashboard's own key without a limit, one active key a
 * list request away from its limit (a DeFi page of 10 costs 495 credits), and
 * every state. Then a second account with keys of its own.
 */
const KEY_PLANS: readonly KeyPlan[] = [
  { account: DEMO_ACCOUNT_ID, label: 'Dashboard (demo)', state: 'active', creditLimit: null, used: 48_210, createdDaysAgo: 180, lastUsedHoursAgo: 2, secret: DEMO_API_KEY },
  { account: DEMO_ACCOUNT_ID, label: 'Reporting service', state: 'active', creditLimit: 20_000, used: 19_700, createdDaysAgo: 120, lastUsedHoursAgo: 26 },
  { account: DEMO_ACCOUNT_ID, label: 'Staging', state: 'active', creditLimit: 250_000, used: 61_404, createdDaysAgo: 95, lastUsedHoursAgo: 72 },
  { account: DEMO_ACCOUNT_ID, label: 'Old laptop', state: 'disabled', creditLimit: 10_000, used: 2_130, createdDaysAgo: 300, lastUsedHoursAgo: 960 },
  { account: DEMO_ACCOUNT_ID, label: 'Partner sandbox', state: 'disabled', creditLimit: null, used: 0, createdDaysAgo: 14, lastUsedHoursAgo: null },
  { account: DEMO_ACCOUNT_ID, label: 'CI pipeline (retired)', state: 'revoked', creditLimit: 5_000, used: 4_996, createdDaysAgo: 340, lastUsedHoursAgo: 800 },
  { account: OTHER_ACCOUNT_ID, label: 'Other team production', state: 'active', creditLimit: null, used: 7_020, createdDaysAgo: 60, lastUsedHoursAgo: 5 },
  { account: OTHER_ACCOUNT_ID, label: 'Other team old key', state: 'revoked', creditLimit: 1_000, used: 880, createdDaysAgo: 200, lastUsedHoursAgo: 3000 },
]

export function newKeySecret(hex: string): string {
  return `${API_KEY_PREFIX}${hex}`
}

export function createAccounts(nowMs: number): Account[] {
  return [
    { id: DEMO_ACCOUNT_ID, plan_name: DEMO_ACCOUNT_PLAN, monthly_quota: 1_000_000, subscribed_at: isoTimestamp(nowMs - 200 * DAY_MS) },
    { id: OTHER_ACCOUNT_ID, plan_name: SECOND_ACCOUNT_PLAN, monthly_quota: 100_000, subscribed_at: isoTimestamp(nowMs - 75 * DAY_MS) },
  ]
}

export function createKeys(rng: Rng, nowMs: number): StoredKey[] {
  return KEY_PLANS.map((plan) => {
    const createdMs = nowMs - plan.createdDaysAgo * DAY_MS
    const lastUsedMs = plan.lastUsedHoursAgo === null ? null : nowMs - plan.lastUsedHoursAgo * HOUR_MS
    const id = rng.uuid()
    const secret = newKeySecret(rng.hex(API_KEY_HEX_LENGTH))
    return {
      id,
      account_id: plan.account,
      secret: plan.secret ?? secret,
      label: plan.label,
      credit_limit: plan.creditLimit,
      is_active: plan.state === 'active',
      revoked_at: plan.state === 'revoked' ? isoTimestamp(Math.max(createdMs, (lastUsedMs ?? createdMs) + HOUR_MS)) : null,
      created_at: isoTimestamp(createdMs),
      used_credits: plan.used,
      last_used_at: lastUsedMs === null ? null : isoTimestamp(lastUsedMs),
    }
  })
}
