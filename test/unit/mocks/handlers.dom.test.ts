import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiFetch, emptyBodySchema } from '../../../src/api/client'
import { isApiError } from '../../../src/api/errors'
import { alertSchema } from '../../../src/api/schemas/alerts'
import { chainsResponseSchema } from '../../../src/api/schemas/chains'
import { listEnvelopeSchema, singleEnvelopeSchema } from '../../../src/api/schemas/common'
import { defiRatingSchema } from '../../../src/api/schemas/defi'
import { infraRatingSchema } from '../../../src/api/schemas/infra'
import { apiKeyListSchema, apiKeySchema, billingStatusSchema } from '../../../src/api/schemas/keys'
import { toSlug } from '../../../src/lib/slug'
import { resetMockControls, setMockControls } from '../../../src/mocks/controls'
import { getDemoDb, resetDemoDb } from '../../../src/mocks/db/demo-db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'

/** jsdom's origin in vitest; the handlers are registered under the relative DEMO_API_BASE_URL. */
const BASE = 'http://localhost:3000/demo-api'

// The shared test/setup.ts already starts this server for every file; listen here only when it has not.
let startedHere = false
beforeAll(() => {
  try {
    server.listen({ onUnhandledRequest: 'error' })
    startedHere = true
  } catch {
    // Already listening (MSW refuses to reconfigure an enabled server).
  }
})
afterAll(() => {
  if (startedHere) server.close()
})
beforeEach(() => {
  resetDemoDb()
  resetMockControls()
})

function get(path: string, apiKey: string | null = DEMO_API_KEY, headerName = 'X-API-Key'): Promise<Response> {
  return fetch(`${BASE}${path}`, { headers: apiKey === null ? {} : { [headerName]: apiKey } })
}

function send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: string, apiKey = DEMO_API_KEY): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method,
    headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  })
}

const config = (apiKey: string | null = DEMO_API_KEY) => ({ baseUrl: BASE, apiKey, timeoutMs: 5_000 })

describe('ratings endpoints through MSW', () => {
  it('serves the DeFi list in the list envelope with x-used-credits, whatever the header case', async () => {
    const response = await get('/ratings/defi?limit=3', DEMO_API_KEY, 'x-api-key')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const fields = getDemoDb().catalog.fieldsPerRecord.defi
    expect(response.headers.get('x-used-credits')).toBe(String(fields * 4))
    const body = listEnvelopeSchema(defiRatingSchema).parse(await response.json())
    expect(body.data).toHaveLength(3)
    expect(body.pagination).toEqual({ total_count: getDemoDb().catalog.defi.records.length, limit: 3, offset: 0 })
  })

  it('does not take /ratings/defi/chains or /ratings/defi/alerts for a platform slug', async () => {
    const chains = chainsResponseSchema.parse(await (await get('/ratings/defi/chains')).json())
    expect(chains).toContainEqual({ slug: 'ethereum-2-0', name: 'Ethereum' })
    const alerts = listEnvelopeSchema(alertSchema).parse(await (await get('/ratings/defi/alerts?severity=critical&limit=5')).json())
    expect(alerts.data.length).toBeGreaterThan(0)
    expect(alerts.data.every((a) => a.severity === 'critical')).toBe(true)
  })

  it('serves a platform list, a product by encoded address in any case, and 404s', async () => {
    const product = getDemoDb().catalog.defi.records.find((r) => r.contract_address.endsWith('.near')) ?? getDemoDb().catalog.defi.records[0]!
    const slug = toSlug(product.provider_name)
    const list = listEnvelopeSchema(defiRatingSchema).parse(await (await get(`/ratings/defi/${slug}?limit=100`)).json())
    expect(list.data.every((r) => r.provider_name === product.provider_name)).toBe(true)

    const one = await get(`/ratings/defi/${slug}/${encodeURIComponent(product.contract_address.toUpperCase())}`)
    expect(one.status).toBe(200)
    expect(singleEnvelopeSchema(defiRatingSchema).parse(await one.json()).contract_address).toBe(product.contract_address)

    const unknownSlug = await get('/ratings/defi/no-such-platform')
    expect(unknownSlug.status).toBe(404)
    expect(await unknownSlug.json()).toMatchObject({ error: { code: 'not_found' } })
    expect((await get(`/ratings/defi/${slug}/0xnothing`)).status).toBe(404)
  })

  it('serves infra list and detail, and names the bad parameter in a 400', async () => {
    const list = listEnvelopeSchema(infraRatingSchema).parse(await (await get('/ratings/infra?rating_gte=A&limit=100')).json())
    expect(list.data.length).toBeGreaterThan(0)
    const name = list.data[0]!.name
    const one = await get(`/ratings/infra/${toSlug(name)}`)
    expect(singleEnvelopeSchema(infraRatingSchema).parse(await one.json()).name).toBe(name)
    const bad = await get('/ratings/infra?rating=Z')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-used-credits')).toBe('0')
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_parameter', param: 'rating' } })
  })

  it('answers 401 without a key and 404 for an unknown endpoint', async () => {
    const missing = await get('/ratings/defi', null)
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ error: { code: 'missing_api_key' } })
    const unknown = await get('/nothing/here')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('x-used-credits')).toBe('0')
  })

  it('works with the app’s own API client', async () => {
    const { data, usedCredits } = await apiFetch({ path: '/ratings/defi', params: { limit: 2 } }, listEnvelopeSchema(defiRatingSchema), config())
    expect(data.data).toHaveLength(2)
    expect(usedCredits).toBeGreaterThan(0)
    const error = await apiFetch({ path: '/ratings/defi' }, emptyBodySchema, config('sr1-nope')).catch((e: unknown) => e)
    expect(isApiError(error) && error.kind).toBe('unauthorized')
  })
})

describe('key management through MSW', () => {
  it('creates a key (full once), lists it masked, revokes it with 204, and the key stops working', async () => {
    const created = await send('POST', '/public/billing/api-keys', JSON.stringify({ label: 'From a test', credit_limit: 1000 }))
    expect(created.status).toBe(201)
    const key = apiKeySchema.parse(await created.json())
    expect(key.api_key).toMatch(/^sr1-[0-9a-f]{32}$/)

    const listed = apiKeyListSchema.parse(await (await get('/public/billing/api-keys')).json())
    expect(listed.find((k) => k.id === key.id)?.api_key).toBe(`sr1-****-${key.api_key.slice(-4)}`)
    expect((await get('/ratings/defi/chains', key.api_key)).status).toBe(200)

    const revoked = await send('DELETE', `/public/billing/api-keys/${key.id}`)
    expect(revoked.status).toBe(204)
    expect(await revoked.text()).toBe('')
    expect(revoked.headers.get('x-used-credits')).toBe('1')
    const after = await get('/ratings/defi/chains', key.api_key)
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ error: { code: 'revoked_api_key' } })
  })

  it('patches a key and answers 400 for a body that is not JSON, 400 for a malformed id', async () => {
    const keys = apiKeyListSchema.parse(await (await get('/public/billing/api-keys')).json())
    const disabled = keys.find((k) => !k.is_active && !k.revoked_at)!
    const enabled = await send('PATCH', `/public/billing/api-keys/${disabled.id}`, JSON.stringify({ is_active: true }))
    expect(enabled.status).toBe(200)
    expect(apiKeySchema.parse(await enabled.json()).is_active).toBe(true)

    const broken = await send('PATCH', `/public/billing/api-keys/${disabled.id}`, '{not json')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ error: { param: 'body' } })
    const malformed = await send('DELETE', '/public/billing/api-keys/not-a-uuid')
    expect(await malformed.json()).toMatchObject({ error: { code: 'invalid_parameter', param: 'id' } })
  })

  it('reports the billing status', async () => {
    const status = billingStatusSchema.parse(await (await get('/public/billing/status')).json())
    expect(status.plan_name).toBe('Demo Pro')
    expect(status.requests_allowed).toBe(true)
  })
})

describe('simulated problems through MSW', () => {
  it('answers 429 with Retry-After when the rate limit is lowered', async () => {
    setMockControls({ rateLimitPerMinute: 2 })
    expect((await get('/ratings/defi/chains')).status).toBe(200)
    expect((await get('/ratings/defi/chains')).status).toBe(200)
    const limited = await get('/ratings/defi/chains')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('answers 500 server_error at error rate 1, and waits the configured latency', async () => {
    setMockControls({ errorRate: 1, latencyMs: 60 })
    const started = performance.now()
    const failed = await get('/ratings/defi')
    expect(performance.now() - started).toBeGreaterThanOrEqual(50)
    expect(failed.status).toBe(500)
    expect(await failed.json()).toMatchObject({ error: { code: 'server_error' } })
  })
})
