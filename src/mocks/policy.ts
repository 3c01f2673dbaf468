/**
 * Every decision the contract marks [ours], in one place. The mock implements
 * these exactly; when the real service's behaviour becomes known, change it here.
 */
import type { Grade } from '../lib/grades'

/** The fixed seed of the demo data: the same number always yields the same products, providers, alerts and keys. */
export const SEED_NUMBER = 20_240_611

// ── Credits ─────────────────────────────────────────────────────────────────
/**
 * A data request costs `fields × (rows + 1)`, where `fields` is the number of
 * leaf values in one full record of that type (counted from the seeded data).
 * The `+ 1` mirrors the real example (`limit=3` cost 132 = 33 × 4).
 */
export function dataRequestCost(fieldsPerRecord: number, rows: number): number {
  return fieldsPerRecord * (rows + 1)
}
/** Key-management and billing calls (`/public/billing/...`) cost a flat amount. */
export const KEY_MANAGEMENT_COST = 1
/**
 * Error responses (4xx, 5xx) cost nothing and the key's counters stay as they
 * were; `x-used-credits: 0` is still sent so the header is on every response.
 */
export const ERROR_RESPONSE_COST = 0
/** A request is refused with 402 when `used_credits + cost > credit_limit` (reaching the limit exactly is allowed). */
export function exceedsCreditLimit(usedCredits: number, cost: number, creditLimit: number | null): boolean {
  return creditLimit !== null && usedCredits + cost > creditLimit
}

// ── Rate limit ──────────────────────────────────────────────────────────────
/** Requests per key per sliding minute (the real figure); `null` in the controls turns the limit off. */
export const RATE_LIMIT_PER_MINUTE = 60
export const RATE_LIMIT_WINDOW_MS = 60_000
/*
 * Which requests count: every request with a valid, usable key that is not
 * itself refused with 429 (so 4xx answers after authentication count too).
 * Requests without a usable key are refused before the limiter.
 */

// ── Lists ───────────────────────────────────────────────────────────────────
/*
 * `limit` must be 1..LIMIT_MAX (src/api/params/fields.ts; 400 otherwise);
 * `offset` ≥ 0 and may run past the end (empty page).
 */
/*
 * Sort defaults: the contract gives `order` the default `asc`, and the DeFi
 * list (only) a default of rating best first when neither is given. The pair
 * is resolved once, for the mock and the dashboard alike, by the parameter
 * definitions (DefaultSort in src/api/params/define-list-params.ts).
 */
/*
 * A well-formed filter value that matches nothing (an unknown chain or
 * protocol slug, a version nobody has, a range with gte > lte) gives an empty
 * page, not a 400: only a malformed value is an invalid_parameter.
 */

// ── Scores and grades ───────────────────────────────────────────────────────
/** DeFi sub-category scores are 0..100; the overall score weights the pillars like the real methodology. */
export const DEFI_PILLAR_WEIGHTS = { security: 0.4, strategy: 0.3, operations: 0.3 } as const

/**
 * The one cut-off table: a score in 0..100 gets the best grade whose minimum
 * it reaches. DeFi pillar grades use the pillar's average sub-category score,
 * the overall DeFi grade the weighted total; an infrastructure grade uses the
 * share of the attainable score (Σ(score − min) / Σ(max − min) × 100).
 */
export const GRADE_CUTOFFS: ReadonlyArray<readonly [Grade, number]> = [
  ['AAA', 95],
  ['AA+', 91],
  ['AA', 88],
  ['AA-', 85],
  ['A+', 82],
  ['A', 79],
  ['A-', 76],
  ['BBB+', 73],
  ['BBB', 70],
  ['BBB-', 67],
  ['BB+', 64],
  ['BB', 61],
  ['BB-', 58],
  ['B+', 55],
  ['B', 52],
  ['B-', 49],
  ['CCC+', 45],
  ['CCC', 41],
  ['CCC-', 37],
  ['CC', 30],
  ['C', 20],
  ['D', 0],
]

// ── Keys and accounts ───────────────────────────────────────────────────────
/** Full keys are `sr1-` + 32 lower-case hex characters; lists show `sr1-****-` + the last four. */
export const API_KEY_PREFIX = 'sr1-'
export const API_KEY_HEX_LENGTH = 32
export function maskApiKey(fullKey: string): string {
  return `${API_KEY_PREFIX}****-${fullKey.slice(-4)}`
}
/** A key created without a label gets this one. */
export const DEFAULT_KEY_LABEL = 'Untitled key'
/*
 * Billing status: `available_credits` is the monthly quota minus the credits
 * used by all the account's keys (not reset monthly in the mock);
 * `requests_allowed` is informational (true while credits remain);
 * `billing_date` is the next monthly anniversary of `subscribed_at`.
 */

// ── The demo's own re-ratings ───────────────────────────────────────────────
/**
 * The browser demo re-rates one record on its own at most this often, so a
 * person trying background checks sees a change within an hour: on the first
 * "what was re-rated since" list request (`rated_at_gte`) an hour after its
 * last re-rating, it re-rates the next of the records it served lately.
 */
export const OWN_RERATING_EVERY_MS = 60 * 60_000
/** How many lately served detail records it picks from. */
export const OWN_RERATING_POOL = 50

// ── Demo runtime ────────────────────────────────────────────────────────────
/** Latency in the browser demo (ms); Node tests default to 0. */
export const BROWSER_DEFAULT_LATENCY_MS = 200
/** localStorage entries of the browser demo; bump the version when the stored shape changes. */
export const STORAGE_KEYS = {
  db: 'ratings-dashboard:demo-db:v1',
  controls: 'ratings-dashboard:demo-controls:v1',
} as const
