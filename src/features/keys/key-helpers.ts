import { isApiError } from '../../api/errors'
import { keyStatus, type ApiKey, type KeyStatus } from '../../api/schemas/keys'
import { parseNumberShorthand } from '../../lib/format'

/** Thresholds of the credit bar: the share of the limit already used. */
export const USAGE_WARNING_RATIO = 0.8
export const USAGE_DANGER_RATIO = 0.95

export type UsageLevel = 'ok' | 'warning' | 'danger'

export interface CreditUsage {
  /** used / limit, not capped: 1.2 means 20 % over (a limit lowered below the use). */
  ratio: number
  level: UsageLevel
}

/** Null when the key has no limit, so no bar is drawn. */
export function creditUsage(used: number | null | undefined, limit: number | null | undefined): CreditUsage | null {
  if (limit === null || limit === undefined || !Number.isFinite(limit) || limit < 0) return null
  const spent = used ?? 0
  // A zero limit allows nothing: it is as full as a limit can be.
  const ratio = limit === 0 ? 1 : spent / limit
  const level: UsageLevel = ratio >= USAGE_DANGER_RATIO ? 'danger' : ratio >= USAGE_WARNING_RATIO ? 'warning' : 'ok'
  return { ratio, level }
}

export const USAGE_LEVEL_TEXT: Record<UsageLevel, string> = {
  ok: 'Within limit',
  warning: 'Nearing the limit',
  danger: 'Limit almost or fully used',
}

/** The level in a word or two, shown beside the share in the keys table (the whole text is read with it). */
export const USAGE_LEVEL_SHORT_TEXT: Record<UsageLevel, string> = {
  ok: 'Within limit',
  warning: 'Near limit',
  danger: 'At limit',
}

export const STATUS_TEXT: Record<KeyStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
  revoked: 'Revoked',
}

/** The last four characters the mask shows (`sr1-****-af6b` → `af6b`). */
export function lastFourOfKey(key: string | null | undefined): string | null {
  const text = key?.trim() ?? ''
  return text.length >= 4 ? text.slice(-4).toLowerCase() : null
}

/**
 * Whether this is the key the dashboard sends. Only the last four characters
 * are comparable (the list is masked), and a revoked key cannot be the one in
 * use: the server would refuse it.
 */
export function isKeyInUse(key: Pick<ApiKey, 'api_key' | 'is_active' | 'revoked_at'>, inUseLastFour: string | null): boolean {
  if (!inUseLastFour || keyStatus(key) === 'revoked') return false
  return lastFourOfKey(key.api_key) === inUseLastFour.toLowerCase()
}

/**
 * Whether the dashboard's key is this one: for certain, or only maybe when
 * another key that is not revoked ends in the same four characters (the mask
 * shows no more, so neither may claim it).
 */
export type KeyUse = 'in-use' | 'maybe-in-use' | 'not-in-use'

export function keyUse(
  key: Pick<ApiKey, 'api_key' | 'is_active' | 'revoked_at'>,
  keys: ReadonlyArray<Pick<ApiKey, 'api_key' | 'is_active' | 'revoked_at'>>,
  inUseLastFour: string | null,
): KeyUse {
  if (!isKeyInUse(key, inUseLastFour)) return 'not-in-use'
  const alike = keys.filter((other) => isKeyInUse(other, inUseLastFour)).length
  return alike > 1 ? 'maybe-in-use' : 'in-use'
}

/** Why a key is only maybe the one in use, beside its "Maybe in use" tag. */
export function maybeInUseHint(inUseLastFour: string): string {
  return `This dashboard's key also ends in ${inUseLastFour.toLowerCase()}.`
}

export function countActiveKeys(keys: ReadonlyArray<Pick<ApiKey, 'is_active' | 'revoked_at'>>): number {
  return keys.filter((key) => keyStatus(key) === 'active').length
}

/** The server refuses to revoke or disable the account's only active key (contract 6.3). */
export function isLastActiveKey(
  key: Pick<ApiKey, 'is_active' | 'revoked_at'>,
  keys: ReadonlyArray<Pick<ApiKey, 'is_active' | 'revoked_at'>>,
): boolean {
  return keyStatus(key) === 'active' && countActiveKeys(keys) <= 1
}

/** How a key is named in buttons and messages: its label, or its mask when it has none. */
export function keyDisplayName(key: Pick<ApiKey, 'label' | 'api_key'>): string {
  const label = key.label?.trim()
  return label ? label : `key ${key.api_key || '(unknown)'}`
}

export const LAST_ACTIVE_KEY_EXPLANATION = "This is the account's last active key. Create another key first."
export const KEY_IN_USE_DISABLE_EXPLANATION =
  'This dashboard uses this key: disabling it would disconnect the dashboard. Connect with another key first.'
export const KEY_MAYBE_IN_USE_DISABLE_EXPLANATION =
  'This dashboard may use this key: disabling it could disconnect the dashboard. Connect with another key first.'

/** Values the client-side sort compares; missing values sort as the column's "least" value. */
export type SortableKeyColumn = 'label' | 'status' | 'used_credits' | 'credit_limit' | 'created_at' | 'last_used_at'

const STATUS_RANK: Record<KeyStatus, number> = { active: 0, disabled: 1, revoked: 2 }

function timestampOrMissing(value: string | null | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

export function keySortValue(key: ApiKey, column: SortableKeyColumn): string | number {
  switch (column) {
    case 'label':
      return keyDisplayName(key).toLocaleLowerCase()
    case 'status':
      return STATUS_RANK[keyStatus(key)]
    case 'used_credits':
      return key.used_credits ?? 0
    case 'credit_limit':
      // No limit is more room than any limit.
      return key.credit_limit ?? Number.POSITIVE_INFINITY
    case 'created_at':
      return timestampOrMissing(key.created_at)
    case 'last_used_at':
      // "Never used" sorts before the oldest use.
      return timestampOrMissing(key.last_used_at)
  }
}

/** A total order on sort values: numbers numerically (infinities included), strings by locale. */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' })
}

export type CreditLimitInput = { ok: true; value: number | null } | { ok: false; message: string }

/** The credit-limit field: empty means no limit; `50000`, `50,000` and `1.5M` are accepted. */
export function parseCreditLimitInput(input: string): CreditLimitInput {
  if (input.trim() === '') return { ok: true, value: null }
  const value = parseNumberShorthand(input)
  if (value === null || value < 0 || !Number.isInteger(value) || value > Number.MAX_SAFE_INTEGER) {
    return { ok: false, message: 'Enter a whole number of credits (e.g. 50000 or 1.5M), or leave it empty for no limit.' }
  }
  return { ok: true, value }
}

export type KeyAction = 'revoke' | 'disable' | 'enable' | 'update' | 'create'

const ACTION_VERB: Record<KeyAction, string> = {
  revoke: 'revoke',
  disable: 'disable',
  enable: 'enable',
  update: 'save the changes to',
  create: 'create',
}

/**
 * What to tell the person when a key operation fails, and whether trying the
 * same again can help (a conflict or a vanished key will not change by itself).
 */
export function describeKeyError(error: unknown, action: KeyAction, name: string): { message: string; final: boolean } {
  const subject = action === 'create' ? 'the key' : `“${name}”`
  if (isApiError(error)) {
    if (error.kind === 'conflict' && error.code === 'last_active_key') {
      return {
        message: `${subject[0]!.toUpperCase()}${subject.slice(1)} is the account's last active key, so the server kept it active. Create another key first.`,
        final: true,
      }
    }
    if (error.kind === 'conflict' && error.code === 'already_revoked') {
      return { message: `${subject} was already revoked; nothing was changed. The list now shows it as the server has it.`, final: true }
    }
    if (error.kind === 'conflict') {
      return { message: `The server refused to ${ACTION_VERB[action]} ${subject}: ${error.message} The list has been refreshed.`, final: true }
    }
    if (error.kind === 'not_found') {
      return { message: `${subject} no longer exists on this account. The list has been refreshed.`, final: true }
    }
    return { message: `Could not ${ACTION_VERB[action]} ${subject}: ${error.message}`, final: false }
  }
  return { message: `Could not ${ACTION_VERB[action]} ${subject}: something unexpected went wrong.`, final: false }
}
