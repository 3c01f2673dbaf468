import { beforeEach, describe, expect, it } from 'vitest'
import type { MockDb } from '../../../src/mocks/db/db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { authenticate } from '../../../src/mocks/logic/auth'
import { listDefi, getDefiProduct } from '../../../src/mocks/logic/defi'
import { listKeys } from '../../../src/mocks/logic/keys'
import { accountOperation, listOperation, serve, singleOperation, type Operation, type ServeContext } from '../../../src/mocks/logic/serve'
import { toSlug } from '../../../src/lib/slug'
import { NOW, keyOf, makeDb, search, errorOf } from './mock-db'

let db: MockDb
beforeEach(() => {
  db = makeDb()
})

const defiPage = (query = '') => listOperation('defi', (d) => listDefi(d, search(query)))
const keyList: Operation = accountOperation(200, listKeys)

function call(context: Partial<ServeContext>, operation: Operation = defiPage()) {
  return serve(db, { apiKey: DEMO_API_KEY, now: NOW, ...context }, operation)
}

describe('authentication', () => {
  it.each([
    ['no header', null, 401, 'missing_api_key'],
    ['an empty header', '   ', 401, 'missing_api_key'],
    ['an unknown key', 'sr1-00000000000000000000000000000000', 401, 'invalid_api_key'],
    ['a revoked key', 'revoked', 401, 'revoked_api_key'],
    ['a disabled key', 'disabled', 403, 'disabled_api_key'],
  ])('refuses %s', (_case, header, status, code) => {
    const apiKey = header === 'revoked' ? keyOf(db, 'demo', 'revoked').secret : header === 'disabled' ? keyOf(db, 'demo', 'disabled').secret : header
    const response = call({ apiKey })
    expect(response.status).toBe(status)
    expect(response.body).toMatchObject({ error: { code, message: expect.any(String) } })
    expect(response.headers['x-used-credits']).toBe('0')
    expect(JSON.stringify(response.body)).not.toContain('sr1-')
  })

  it('accepts an active key, trimming surrounding space', () => {
    expect(authenticate(db, ` ${DEMO_API_KEY} `).ok).toBe(true)
    expect(errorOf(authenticate(db, DEMO_API_KEY.toUpperCase()))).toMatchObject({ code: 'invalid_api_key' })
  })

  it('checks the key before the parameters', () => {
    expect(call({ apiKey: null }, defiPage('limit=0')).status).toBe(401)
    expect(call({}, defiPage('limit=0')).status).toBe(400)
  })
})

describe('credits', () => {
  const fields = () => db.catalog.fieldsPerRecord

  it.each([
    ['a default DeFi page (10 rows)', '', 10],
    ['a page of 3', 'limit=3', 3],
    ['an empty page', 'type=lst&chain=no-such-chain', 0],
  ])('charges fields × (rows + 1) for %s', (_case, query, rows) => {
    const caller = keyOf(db, 'demo', 'active')
    const before = caller.used_credits
    const response = call({}, defiPage(query))
    const cost = fields().defi * (rows + 1)
    expect(response.headers['x-used-credits']).toBe(String(cost))
    expect(caller.used_credits).toBe(before + cost)
    expect(caller.last_used_at).toBe(new Date(NOW).toISOString())
  })

  it('charges two rows’ worth for one product (rows + 1)', () => {
    const product = db.catalog.defi.records[0]!
    const op = singleOperation('defi', (d) => getDefiProduct(d, toSlug(product.provider_name), product.contract_address))
    expect(call({}, op).headers['x-used-credits']).toBe(String(fields().defi * 2))
  })

  it('charges 1 for key management', () => {
    const caller = keyOf(db, 'demo', 'active')
    const before = caller.used_credits
    expect(call({}, keyList).headers['x-used-credits']).toBe('1')
    expect(caller.used_credits).toBe(before + 1)
  })

  it('charges nothing for errors and leaves last_used_at alone', () => {
    const caller = keyOf(db, 'demo', 'active')
    const before = { ...caller }
    const response = call({}, defiPage('limit=500'))
    expect(response.status).toBe(400)
    expect(response.headers['x-used-credits']).toBe('0')
    expect(caller).toEqual(before)
  })

  it('refuses with 402 when the charge would pass the limit, charging nothing', () => {
    const near = keyOf(db, 'demo', 'active', 1)
    near.credit_limit = 1_000
    near.used_credits = 1_000 - fields().defi * 11 + 1
    const before = { ...near }
    const response = call({ apiKey: near.secret })
    expect(response.status).toBe(402)
    expect(response.body).toMatchObject({ error: { code: 'credit_limit_reached' } })
    expect(response.headers['x-used-credits']).toBe('0')
    expect(near).toEqual(before)
    // A cheaper request still fits.
    expect(call({ apiKey: near.secret }, defiPage('limit=1')).status).toBe(200)
  })

  it('allows a charge that reaches the limit exactly', () => {
    const key = keyOf(db, 'demo', 'active', 1)
    key.credit_limit = key.used_credits + fields().defi * 11
    expect(call({ apiKey: key.secret }).status).toBe(200)
    expect(key.used_credits).toBe(key.credit_limit)
    expect(call({ apiKey: key.secret }, keyList).status).toBe(402)
  })

  it('refuses key management at the limit before changing anything', () => {
    const key = keyOf(db, 'demo', 'active', 1)
    key.credit_limit = key.used_credits
    const target = keyOf(db, 'demo', 'disabled')
    const op = accountOperation(200, (d, c) => {
      target.is_active = true
      return listKeys(d, c)
    })
    expect(call({ apiKey: key.secret }, op).status).toBe(402)
    expect(target.is_active).toBe(false)
  })

  it('the seeded near-limit key refuses a DeFi page but serves a single product', () => {
    const near = [...db.state.keys.values()].find((k) => k.label === 'Reporting service')!
    expect(call({ apiKey: near.secret }).status).toBe(402)
    const product = db.catalog.defi.records[0]!
    const op = singleOperation('defi', (d) => getDefiProduct(d, toSlug(product.provider_name), product.contract_address))
    expect(call({ apiKey: near.secret }, op).status).toBe(200)
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, per key, and recovers when the window moves', () => {
    const limit = { rateLimitPerMinute: 3 }
    for (let i = 0; i < 3; i += 1) expect(call({ ...limit, now: NOW + i * 1000 }, keyList).status).toBe(200)
    const refused = call({ ...limit, now: NOW + 10_000 }, keyList)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited' } })
    expect(refused.headers['retry-after']).toBe('50')
    expect(refused.headers['x-used-credits']).toBe('0')
    // Another key has its own window.
    const other = keyOf(db, 'demo', 'active', 1)
    expect(call({ ...limit, apiKey: other.secret, now: NOW + 10_000 }, keyList).status).toBe(200)
    // The first request leaves the window after 60 s.
    expect(call({ ...limit, now: NOW + 60_001 }, keyList).status).toBe(200)
    expect(call({ ...limit, now: NOW + 60_002 }, keyList).status).toBe(429)
  })

  it('does not count refused requests', () => {
    const limit = { rateLimitPerMinute: 1 }
    expect(call({ ...limit, now: NOW }, keyList).status).toBe(200)
    for (let i = 1; i <= 5; i += 1) expect(call({ ...limit, now: NOW + i * 1000 }, keyList).status).toBe(429)
    expect(call({ ...limit, now: NOW + 60_001 }, keyList).status).toBe(200)
  })

  it('is off when the limit is null', () => {
    for (let i = 0; i < 100; i += 1) expect(call({ rateLimitPerMinute: null }, keyList).status).toBe(200)
  })

  it('applies the default of 60 a minute', () => {
    for (let i = 0; i < 60; i += 1) expect(call({ rateLimitPerMinute: 60, now: NOW + i }, keyList).status).toBe(200)
    expect(call({ rateLimitPerMinute: 60, now: NOW + 60 }, keyList).headers['retry-after']).toBe('60')
  })
})

describe('simulated server errors', () => {
  it('fails with 500 server_error when the random draw is under the error rate, charging nothing', () => {
    const caller = keyOf(db, 'demo', 'active')
    const before = caller.used_credits
    const response = call({ errorRate: 0.5, random: () => 0.2 })
    expect(response.status).toBe(500)
    expect(response.body).toMatchObject({ error: { code: 'server_error' } })
    expect(caller.used_credits).toBe(before)
  })

  it.each([
    [0.5, 0.7, 200],
    [0, 0, 200],
    [1, 0.9999, 500],
  ])('errorRate %s with draw %s answers %s', (errorRate, draw, status) => {
    expect(call({ errorRate, random: () => draw }).status).toBe(status)
  })
})
