import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiKey } from '../../../src/api/schemas/keys'
import type { MockDb } from '../../../src/mocks/db/db'
import { DEMO_ACCOUNT_ID } from '../../../src/mocks/db/key-seed'
import type { StoredKey } from '../../../src/mocks/db/state-schemas'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { billingStatus, createKey, listKeys, nextBillingDate, revokeKey, updateKey, type JsonBody } from '../../../src/mocks/logic/keys'
import { accountOperation, serve, type MockResponse } from '../../../src/mocks/logic/serve'
import { NOW, expectOk, keyOf, makeDb, errorOf } from './mock-db'

const json = (value: unknown): JsonBody => ({ ok: true, value })
const MALFORMED: JsonBody = { ok: false }

let db: MockDb
let caller: StoredKey

beforeEach(() => {
  db = makeDb()
  caller = keyOf(db, 'demo', 'active')
})

/** Leaves exactly one active key in the demo account (the caller), by disabling the others directly. */
function makeCallerLastActive(): void {
  for (const key of db.state.keys.values()) {
    if (key.account_id === DEMO_ACCOUNT_ID && key !== caller && key.is_active) key.is_active = false
  }
}

function request(apiKey: string, run: Parameters<typeof accountOperation>[1], status: 200 | 201 | 204 = 200): MockResponse {
  return serve(db, { apiKey, now: NOW }, accountOperation(status, run))
}

describe('listing keys', () => {
  it('shows every key of the caller’s account, in all states, masked', () => {
    const keys = expectOk(listKeys(db, caller))
    const own = [...db.state.keys.values()].filter((key) => key.account_id === DEMO_ACCOUNT_ID)
    expect(keys.map((key) => key.id)).toEqual(own.map((key) => key.id))
    for (const key of keys) expect(key.api_key).toMatch(/^sr1-\*\*\*\*-[0-9a-f]{4}$/)
    expect(JSON.stringify(keys)).not.toContain(DEMO_API_KEY)
  })

  it('never shows another account’s keys', () => {
    const other = keyOf(db, 'other', 'active')
    expect(expectOk(listKeys(db, caller)).map((key) => key.id)).not.toContain(other.id)
    expect(expectOk(listKeys(db, other)).every((key) => db.state.keys.get(key.id)?.account_id === other.account_id)).toBe(true)
  })
})

describe('revoking (DELETE)', () => {
  it('revokes an active key that is not the last: inactive, revoked_at now, and it stops working at once', () => {
    const target = keyOf(db, 'demo', 'active', 1)
    expect(serve(db, { apiKey: target.secret, now: NOW }, accountOperation(200, listKeys)).status).toBe(200)
    expect(expectOk(revokeKey(db, caller, target.id, NOW))).toBeNull()
    expect(target.is_active).toBe(false)
    expect(target.revoked_at).toBe(new Date(NOW).toISOString())
    const after = serve(db, { apiKey: target.secret, now: NOW + 1 }, accountOperation(200, listKeys))
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ error: { code: 'revoked_api_key' } })
  })

  it('refuses to revoke the last active key, which stays active', () => {
    makeCallerLastActive()
    expect(errorOf(revokeKey(db, caller, caller.id, NOW))).toMatchObject({ code: 'last_active_key' })
    expect(caller.is_active).toBe(true)
    expect(caller.revoked_at).toBeNull()
  })

  it('refuses to revoke a revoked key and changes nothing', () => {
    const revoked = keyOf(db, 'demo', 'revoked')
    const before = { ...revoked }
    expect(errorOf(revokeKey(db, caller, revoked.id, NOW))).toMatchObject({ code: 'already_revoked' })
    expect(revoked).toEqual(before)
  })

  it('revokes a disabled key, even when only one key is active', () => {
    makeCallerLastActive()
    const disabled = keyOf(db, 'demo', 'disabled')
    expectOk(revokeKey(db, caller, disabled.id, NOW))
    expect(disabled.revoked_at).not.toBeNull()
    expect(disabled.is_active).toBe(false)
  })

  it('lets a key revoke itself when another stays active; the answer is 204 with an empty body', () => {
    const response = request(caller.secret, (d, c, now) => revokeKey(d, c, caller.id, now), 204)
    expect(response).toEqual({ status: 204, body: null, headers: { 'x-used-credits': '1' } })
    expect(serve(db, { apiKey: caller.secret, now: NOW }, accountOperation(200, listKeys)).status).toBe(401)
  })

  it('answers 404 for another account’s key id, as for an unknown id, and leaves it alone', () => {
    const other = keyOf(db, 'other', 'active')
    expect(errorOf(revokeKey(db, caller, other.id, NOW))).toMatchObject({ code: 'not_found' })
    expect(other.is_active).toBe(true)
    expect(errorOf(revokeKey(db, caller, '0b0c6a52-5f8e-4f1e-9d1c-3a3b9c1e2f00', NOW))).toMatchObject({ code: 'not_found' })
  })

  it.each(['not-a-uuid', '12345', '', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ'])('answers 400 naming id for the malformed id %j', (id) => {
    expect(errorOf(revokeKey(db, caller, id, NOW))).toMatchObject({ code: 'invalid_parameter', param: 'id' })
  })

  it('finds an id given in upper case', () => {
    const target = keyOf(db, 'demo', 'active', 1)
    expectOk(revokeKey(db, caller, target.id.toUpperCase(), NOW))
    expect(target.revoked_at).not.toBeNull()
  })
})

describe('updating (PATCH)', () => {
  it('disables an active key that is not the last; the key then answers 403', () => {
    const target = keyOf(db, 'demo', 'active', 1)
    const updated = expectOk(updateKey(db, caller, target.id, json({ is_active: false })))
    expect(updated).toMatchObject({ id: target.id, is_active: false, revoked_at: null })
    const response = serve(db, { apiKey: target.secret, now: NOW }, accountOperation(200, listKeys))
    expect(response.status).toBe(403)
    expect(response.body).toMatchObject({ error: { code: 'disabled_api_key' } })
  })

  it('refuses to disable the last active key, which stays active', () => {
    makeCallerLastActive()
    expect(errorOf(updateKey(db, caller, caller.id, json({ is_active: false })))).toMatchObject({ code: 'last_active_key' })
    expect(caller.is_active).toBe(true)
  })

  it('enables a disabled key, which then works again', () => {
    const disabled = keyOf(db, 'demo', 'disabled')
    expect(expectOk(updateKey(db, caller, disabled.id, json({ is_active: true }))).is_active).toBe(true)
    expect(serve(db, { apiKey: disabled.secret, now: NOW }, accountOperation(200, listKeys)).status).toBe(200)
  })

  it('refuses any change to a revoked key (409 already_revoked), including enabling it', () => {
    const revoked = keyOf(db, 'demo', 'revoked')
    const before = { ...revoked }
    expect(errorOf(updateKey(db, caller, revoked.id, json({ is_active: true })))).toMatchObject({ code: 'already_revoked' })
    expect(errorOf(updateKey(db, caller, revoked.id, json({ label: 'New name' })))).toMatchObject({ code: 'already_revoked' })
    expect(revoked).toEqual(before)
  })

  it('changes the label and the credit limit, null removing it, and answers masked', () => {
    const target = keyOf(db, 'demo', 'active', 1)
    const renamed = expectOk(updateKey(db, caller, target.id, json({ label: 'Renamed', credit_limit: 123 })))
    expect(renamed).toMatchObject({ label: 'Renamed', credit_limit: 123 })
    expect(renamed.api_key).toBe(`sr1-****-${target.secret.slice(-4)}`)
    expect(expectOk(updateKey(db, caller, target.id, json({ credit_limit: null }))).credit_limit).toBeNull()
    expect(expectOk(updateKey(db, caller, target.id, json({}))).label).toBe('Renamed')
  })

  it.each([
    ['label', { label: 'x'.repeat(256) }],
    ['label', { label: 42 }],
    ['credit_limit', { credit_limit: -1 }],
    ['credit_limit', { credit_limit: 1.5 }],
    ['credit_limit', { credit_limit: '100' }],
    ['is_active', { is_active: 'yes' }],
    ['body', ['not', 'an', 'object']],
  ])('answers 400 naming %s for %j', (param, body) => {
    const target = keyOf(db, 'demo', 'active', 1)
    expect(errorOf(updateKey(db, caller, target.id, json(body)))).toMatchObject({ code: 'invalid_parameter', param })
  })

  it('answers 400 for a body that is not JSON', () => {
    expect(errorOf(updateKey(db, caller, keyOf(db, 'demo', 'active', 1).id, MALFORMED))).toMatchObject({ code: 'invalid_parameter', param: 'body' })
  })

  it('answers 404 for another account’s key and 400 for a malformed id', () => {
    expect(errorOf(updateKey(db, caller, keyOf(db, 'other', 'active').id, json({ label: 'mine now' })))).toMatchObject({ code: 'not_found' })
    expect(errorOf(updateKey(db, caller, 'nope', json({})))).toMatchObject({ code: 'invalid_parameter', param: 'id' })
  })
})

describe('creating (POST)', () => {
  it('returns the full key once; the list then shows it masked, and the key works', () => {
    const created: ApiKey = expectOk(createKey(db, caller, json({ label: 'New', credit_limit: 500 }), NOW))
    expect(created.api_key).toMatch(/^sr1-[0-9a-f]{32}$/)
    expect(created).toMatchObject({ label: 'New', credit_limit: 500, is_active: true, revoked_at: null, used_credits: 0, last_used_at: null })
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const listed = expectOk(listKeys(db, caller)).find((key) => key.id === created.id)!
    expect(listed.api_key).toBe(`sr1-****-${created.api_key.slice(-4)}`)
    expect(JSON.stringify(expectOk(listKeys(db, caller)))).not.toContain(created.api_key)
    expect(serve(db, { apiKey: created.api_key, now: NOW }, accountOperation(200, listKeys)).status).toBe(200)
  })

  it('creates with defaults from an empty body: a default label and no limit', () => {
    const created = expectOk(createKey(db, caller, json({}), NOW))
    expect(created.label).toBe('Untitled key')
    expect(created.credit_limit).toBeNull()
  })

  it('makes the new key belong to the caller’s account only', () => {
    const other = keyOf(db, 'other', 'active')
    const created = expectOk(createKey(db, other, json({ label: 'Theirs' }), NOW))
    expect(expectOk(listKeys(db, caller)).map((key) => key.id)).not.toContain(created.id)
  })

  it.each([
    ['label', { label: 'x'.repeat(256) }],
    ['credit_limit', { credit_limit: -5 }],
    ['body', 'text'],
  ])('answers 400 naming %s for %j', (param, body) => {
    expect(errorOf(createKey(db, caller, json(body), NOW))).toMatchObject({ code: 'invalid_parameter', param })
  })
})

describe('billing status', () => {
  it('is computed from the account and the used credits of all its keys', () => {
    const status = expectOk(billingStatus(db, caller, NOW))
    const used = [...db.state.keys.values()].filter((key) => key.account_id === DEMO_ACCOUNT_ID).reduce((sum, key) => sum + key.used_credits, 0)
    expect(status).toMatchObject({ plan_name: 'Demo Pro', monthly_quota: 1_000_000, available_credits: 1_000_000 - used, requests_allowed: true })
    expect(Date.parse(status.billing_date!)).toBeGreaterThan(NOW)
    expect(Date.parse(status.billing_date!) - NOW).toBeLessThanOrEqual(31 * 86_400_000)
  })

  it.each([
    ['2025-01-31T10:00:00.000Z', Date.UTC(2025, 1, 10), '2025-02-28T10:00:00.000Z'],
    ['2025-01-31T10:00:00.000Z', Date.UTC(2025, 2, 1), '2025-03-31T10:00:00.000Z'],
    ['2024-06-15T00:00:00.000Z', Date.UTC(2025, 5, 15), '2025-07-15T00:00:00.000Z'],
  ])('bills %s next after %s on %s', (subscribed, now, expected) => {
    expect(nextBillingDate(subscribed, now)).toBe(expected)
  })
})
