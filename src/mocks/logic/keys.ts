import * as z from 'zod'
import type { ApiKey, BillingStatus } from '../../api/schemas/keys'
import { createKeyBodySchema, updateKeyBodySchema } from '../../api/schemas/keys'
import type { MockDb } from '../db/db'
import { newKeySecret } from '../db/key-seed'
import type { StoredKey } from '../db/state-schemas'
import { API_KEY_HEX_LENGTH, DEFAULT_KEY_LABEL, maskApiKey } from '../policy'
import { fail, invalidParameter, notFound, ok, type MockError, type Result } from './errors'

/** A request body as the handler read it: parsed JSON, or text that is not JSON. */
export type JsonBody = { ok: true; value: unknown } | { ok: false }

/** The key record as the API shows it: masked, unless this is the one answer that reveals it. */
export function toApiKey(key: StoredKey, reveal = false): ApiKey {
  return {
    id: key.id,
    api_key: reveal ? key.secret : maskApiKey(key.secret),
    label: key.label,
    credit_limit: key.credit_limit,
    is_active: key.is_active,
    revoked_at: key.revoked_at,
    created_at: key.created_at,
    used_credits: key.used_credits,
    last_used_at: key.last_used_at,
  }
}

function accountKeys(db: MockDb, accountId: string): StoredKey[] {
  return [...db.state.keys.values()].filter((key) => key.account_id === accountId)
}

function activeCount(db: MockDb, accountId: string): number {
  return accountKeys(db, accountId).filter((key) => key.is_active && key.revoked_at === null).length
}

const idSchema = z.uuid()

/** Another account's key answers exactly like a key that does not exist. */
function findOwnKey(db: MockDb, caller: StoredKey, rawId: string): Result<StoredKey> {
  if (!idSchema.safeParse(rawId).success) return invalidParameter('id', 'must be a UUID', rawId)
  const key = db.state.keys.get(rawId.toLowerCase())
  if (!key || key.account_id !== caller.account_id) return notFound(`No API key with the id "${rawId}" exists in this account.`)
  return ok(key)
}

function bodyError(error: z.core.$ZodError): { ok: false; error: MockError } {
  const issue = error.issues[0]
  const param = issue && issue.path.length ? issue.path.map(String).join('.') : 'body'
  return invalidParameter(param, issue?.message ?? 'invalid request body')
}

function parseBody<S extends z.ZodMiniType>(schema: S, body: JsonBody): Result<z.output<S>> {
  if (!body.ok) return invalidParameter('body', 'the request body is not valid JSON')
  const parsed = schema.safeParse(body.value)
  return parsed.success ? ok(parsed.data) : bodyError(parsed.error)
}

function randomHex(length: number): string {
  // Secrets come from the platform's CSPRNG (available in insecure contexts too, unlike randomUUID).
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, length)
}

function randomUuid(): string {
  const h = randomHex(32).split('')
  h[12] = '4'
  h[16] = '89ab'[Number.parseInt(h[16] ?? '0', 16) % 4] ?? '8'
  const s = h.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

/** GET /public/billing/api-keys: every key of the caller's account (active, disabled, revoked), masked, oldest first. */
export function listKeys(db: MockDb, caller: StoredKey): Result<ApiKey[]> {
  return ok(accountKeys(db, caller.account_id).map((key) => toApiKey(key)))
}

/** POST /public/billing/api-keys → 201 with the full key, the only time it is shown. */
export function createKey(db: MockDb, caller: StoredKey, body: JsonBody, now: number): Result<ApiKey> {
  const parsed = parseBody(createKeyBodySchema, body)
  if (!parsed.ok) return parsed
  const secrets = new Set([...db.state.keys.values()].map((key) => key.secret))
  let secret = newKeySecret(randomHex(API_KEY_HEX_LENGTH))
  while (secrets.has(secret)) secret = newKeySecret(randomHex(API_KEY_HEX_LENGTH))
  let id = randomUuid()
  while (db.state.keys.has(id)) id = randomUuid()
  const key: StoredKey = {
    id,
    account_id: caller.account_id,
    secret,
    label: parsed.value.label?.trim() || DEFAULT_KEY_LABEL,
    credit_limit: parsed.value.credit_limit ?? null,
    is_active: true,
    revoked_at: null,
    created_at: new Date(now).toISOString(),
    used_credits: 0,
    last_used_at: null,
  }
  db.state.keys.set(id, key)
  return ok(toApiKey(key, true))
}

/**
 * PATCH /public/billing/api-keys/{id}: label, is_active (a disabled key can
 * be enabled again), credit_limit (null removes it). Revoked keys cannot
 * change; disabling the account's last active key is refused.
 */
export function updateKey(db: MockDb, caller: StoredKey, id: string, body: JsonBody): Result<ApiKey> {
  const found = findOwnKey(db, caller, id)
  if (!found.ok) return found
  const parsed = parseBody(updateKeyBodySchema, body)
  if (!parsed.ok) return parsed
  const key = found.value
  if (key.revoked_at !== null) return fail('already_revoked', 'This key has been revoked; a revoked key cannot be changed.')
  const patch = parsed.value
  if (patch.is_active === false && key.is_active && activeCount(db, key.account_id) === 1) {
    return fail('last_active_key', 'This is the last active key of the account; create or enable another key before disabling it.')
  }
  if (patch.label !== undefined) key.label = patch.label.trim() || DEFAULT_KEY_LABEL
  if (patch.credit_limit !== undefined) key.credit_limit = patch.credit_limit
  if (patch.is_active !== undefined) key.is_active = patch.is_active
  return ok(toApiKey(key))
}

/** DELETE /public/billing/api-keys/{id} → 204. Revocation is permanent and takes effect at once. */
export function revokeKey(db: MockDb, caller: StoredKey, id: string, now: number): Result<null> {
  const found = findOwnKey(db, caller, id)
  if (!found.ok) return found
  const key = found.value
  if (key.revoked_at !== null) return fail('already_revoked', 'This key is already revoked.')
  if (key.is_active && activeCount(db, key.account_id) === 1) {
    return fail('last_active_key', 'This is the last active key of the account and stays active; create another key first.')
  }
  key.is_active = false
  key.revoked_at = new Date(now).toISOString()
  return ok(null)
}

/** The next monthly anniversary of `subscribedAt` after `now` (day clamped to the month's length). */
export function nextBillingDate(subscribedAt: string, now: number): string {
  const start = new Date(subscribedAt)
  const day = start.getUTCDate()
  const at = (monthsAfter: number) => {
    const year = start.getUTCFullYear()
    const month = start.getUTCMonth() + monthsAfter
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
    return Date.UTC(year, month, Math.min(day, lastDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds())
  }
  let months = 0
  while (at(months) <= now) months += 1
  return new Date(at(months)).toISOString()
}

/** GET /public/billing/status, computed from the account and its keys' used credits. */
export function billingStatus(db: MockDb, caller: StoredKey, now: number): Result<BillingStatus> {
  const account = db.state.accounts.get(caller.account_id)
  if (!account) return fail('server_error', 'The account of this key could not be found.')
  const used = accountKeys(db, account.id).reduce((sum, key) => sum + key.used_credits, 0)
  const available = Math.max(0, account.monthly_quota - used)
  return ok({
    plan_name: account.plan_name,
    available_credits: available,
    monthly_quota: account.monthly_quota,
    subscribed_at: account.subscribed_at,
    requests_allowed: available > 0,
    billing_date: nextBillingDate(account.subscribed_at, now),
  })
}
