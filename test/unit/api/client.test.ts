import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, it, expect } from 'vitest'
import * as z from 'zod'
import { apiFetch, buildUrl, fetchList, fetchOne, hasNextPage } from '../../../src/api/client'
import { getApiConfig, setApiConfig, type ApiConfig } from '../../../src/api/config'
import { ApiError, errorFromResponse, isApiError } from '../../../src/api/errors'
import { defiRatingSchema } from '../../../src/api/schemas/defi'
import { apiKeyListSchema } from '../../../src/api/schemas/keys'
import { safeHttpUrl } from '../../../src/lib/safe-url'
import { server } from '../../../src/mocks/node'

const BASE = 'https://api.client-test.example'
const config: ApiConfig = { baseUrl: BASE, apiKey: 'sr1-unit-test-key', timeoutMs: 2000 }
const anything = z.unknown()

// fetchList and fetchOne read the global config, as the app's query factories do.
let previousConfig: ApiConfig
beforeEach(() => {
  previousConfig = getApiConfig()
  setApiConfig(config)
})
afterEach(() => setApiConfig(previousConfig))

function product(overrides: Record<string, unknown> = {}) {
  return { name: 'Vault One', provider_name: 'Harbor Lend', contract_address: '0xabc', rating: 'BBB+', ...overrides }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (isApiError(error)) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  server.use(http.get(`${BASE}/thing`, () => HttpResponse.json(body as Record<string, unknown>, { status, headers })))
}

describe('apiFetch error kinds', () => {
  it.each([
    [400, { error: { code: 'invalid_parameter', message: 'limit must be 1..100', param: 'limit' } }, 'invalid_parameter'],
    [401, { error: { code: 'invalid_api_key', message: 'Unknown key' } }, 'unauthorized'],
    [401, { error: { code: 'revoked_api_key', message: 'Revoked' } }, 'revoked'],
    [403, { error: { code: 'disabled_api_key', message: 'Disabled' } }, 'forbidden'],
    [402, { error: { code: 'credit_limit_reached', message: 'Limit reached' } }, 'credit_limit'],
    [404, { error: { code: 'not_found', message: 'No such thing' } }, 'not_found'],
    [409, { error: { code: 'last_active_key', message: 'Last key' } }, 'conflict'],
    [429, { error: { code: 'rate_limited', message: 'Slow down' } }, 'rate_limited'],
    [500, { error: { code: 'server_error', message: 'Boom' } }, 'server'],
    [503, {}, 'server'],
  ])('%i %j → %s', async (status, body, kind) => {
    answer(status, body)
    const error = await failure(apiFetch({ path: '/thing' }, anything, config))
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(status)
  })

  it('keeps the code and the parameter named by a 400', async () => {
    answer(400, { error: { code: 'invalid_parameter', message: 'limit must be 1..100', param: 'limit' } })
    const error = await failure(apiFetch({ path: '/thing' }, anything, config))
    expect(error).toMatchObject({ code: 'invalid_parameter', param: 'limit', message: 'limit must be 1..100' })
  })

  it('reads Retry-After of a 429 in seconds', async () => {
    answer(429, { error: { code: 'rate_limited', message: 'Slow down' } }, { 'Retry-After': '17' })
    const error = await failure(apiFetch({ path: '/thing' }, anything, config))
    expect(error.retryAfterSeconds).toBe(17)
  })

  it('a network failure is kind network with a readable message', async () => {
    server.use(http.get(`${BASE}/thing`, () => HttpResponse.error()))
    const error = await failure(apiFetch({ path: '/thing' }, anything, config))
    expect(error.kind).toBe('network')
    expect(error.message).toMatch(/could not be reached/)
  })

  it('a request that never answers ends with a timeout', async () => {
    server.use(
      http.get(`${BASE}/thing`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const error = await failure(apiFetch({ path: '/thing' }, anything, { ...config, timeoutMs: 60 }))
    expect(error.kind).toBe('timeout')
    expect(error.message).toMatch(/did not answer/)
  })

  it('an answer that is not JSON is invalid_response naming the base URL as the likely cause', async () => {
    server.use(http.get(`${BASE}/thing`, () => HttpResponse.text('<!doctype html><html></html>', { status: 200 })))
    const error = await failure(apiFetch({ path: '/thing' }, anything, config))
    expect(error.kind).toBe('invalid_response')
    expect(error.message).toMatch(/not JSON/)
  })

  it('a schema mismatch is invalid_response naming the path of the problem', async () => {
    answer(200, { data: [product({ name: undefined })] })
    const error = await failure(fetchList('/thing', defiRatingSchema, { limit: 10 }))
    expect(error.kind).toBe('invalid_response')
    expect(error.message).toContain('data.0.name')
  })
})

describe('error message sources', () => {
  it.each([
    [{ error: { message: 'nested message' } }, 'nested message'],
    [{ message: 'top message' }, 'top message'],
    [{ detail: 'detail text' }, 'detail text'],
    [{ title: 'title text' }, 'title text'],
    [{ error: 'string error' }, 'string error'],
  ])('%j → %s', async (body, message) => {
    answer(422, body)
    expect((await failure(apiFetch({ path: '/thing' }, anything, config))).message).toBe(message)
  })

  it('falls back to the status text, then to a sentence per kind', async () => {
    server.use(http.get(`${BASE}/thing`, () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })))
    expect((await failure(apiFetch({ path: '/thing' }, anything, config))).message).toBe('Not Found.')
    // fetch fills in a standard status text, so the last fallback is checked directly.
    expect(errorFromResponse(402, '', null, null).message).toMatch(/credit limit/)
  })
})

describe('envelopes and the shapes of the real service', () => {
  it('reads a list with pagination', async () => {
    answer(200, { data: [product()], pagination: { total_count: 31, limit: 10, offset: 30 } })
    const { data } = await fetchListAt({ limit: 10, offset: 30 })
    expect(data.pagination).toEqual({ total_count: 31, limit: 10, offset: 30 })
    expect(hasNextPage(data)).toBe(false)
  })

  it('reads a list without pagination: another page exists exactly when the page is full', async () => {
    answer(200, { data: [product(), product({ contract_address: '0xdef' })] })
    const full = (await fetchListAt({ limit: 2, offset: 0 })).data
    expect(full.pagination).toBeNull()
    expect(hasNextPage(full)).toBe(true)
    const short = (await fetchListAt({ limit: 3, offset: 0 })).data
    expect(hasNextPage(short)).toBe(false)
    answer(200, { data: [] })
    expect(hasNextPage((await fetchListAt({ limit: 10, offset: 20 })).data)).toBe(false)
  })

  it('reads a single record wrapped in data or bare', async () => {
    answer(200, { data: product() })
    expect((await fetchOneAt()).data.name).toBe('Vault One')
    answer(200, product({ name: 'Bare Vault' }))
    expect((await fetchOneAt()).data.name).toBe('Bare Vault')
  })

  it('keeps unknown and notched grades as text and ignores extra fields', async () => {
    answer(200, product({ rating: 'ZZ+', potential_rating: 'AA-', shiny_new_field: { nested: true } }))
    const { data } = await fetchOneAt()
    expect(data.rating).toBe('ZZ+')
    expect(data.potential_rating).toBe('AA-')
    expect(data).not.toHaveProperty('shiny_new_field')
  })

  it('passes a bad profile_url through as text, which safeHttpUrl then refuses', async () => {
    answer(200, product({ profile_url: 'javascript:alert(1)', report_url: 'https://ratings.example.org/r.pdf' }))
    const { data } = await fetchOneAt()
    expect(data.profile_url).toBe('javascript:alert(1)')
    expect(safeHttpUrl(data.profile_url)).toBeNull()
    expect(safeHttpUrl(data.report_url)).toBe('https://ratings.example.org/r.pdf')
  })

  it('accepts the keys list as a bare array', async () => {
    answer(200, [{ id: 'k1', api_key: 'sr1-****-af6b', label: 'Production', is_active: true }])
    const { data } = await apiFetch({ path: '/thing' }, apiKeyListSchema, config)
    expect(data).toHaveLength(1)
    expect(data[0]?.label).toBe('Production')
  })
})

describe('request and response headers', () => {
  it('sends X-API-Key, omits empty parameters, and reads x-used-credits', async () => {
    let seen: Request | null = null
    server.use(
      http.get(`${BASE}/thing`, ({ request }) => {
        seen = request
        return HttpResponse.json({ data: [] }, { headers: { 'x-used-credits': '132' } })
      }),
    )
    const response = await fetchList('/thing', defiRatingSchema, { limit: 3, type: '', chain: null, version: undefined, severity: ['high', 'critical'] })
    expect(response.usedCredits).toBe(132)
    const request = seen as Request | null
    expect(request?.headers.get('x-api-key')).toBe('sr1-unit-test-key')
    const url = new URL(request?.url ?? '')
    expect([...url.searchParams.keys()]).toEqual(['limit', 'severity'])
    expect(url.searchParams.get('severity')).toBe('high,critical')
    expect(url.href).not.toContain('sr1-unit-test-key')
  })

  it('sends no key header when there is no key, and usedCredits is null without the header', async () => {
    let header: string | null = 'unset'
    server.use(
      http.get(`${BASE}/thing`, ({ request }) => {
        header = request.headers.get('x-api-key')
        return HttpResponse.json({})
      }),
    )
    const response = await apiFetch({ path: '/thing' }, anything, { ...config, apiKey: null })
    expect(header).toBeNull()
    expect(response.usedCredits).toBeNull()
  })

  it('buildUrl joins base and path and leaves out empty values', () => {
    expect(buildUrl(`${BASE}/`, 'ratings/defi', { a: '', b: 0, c: [], d: 'x y' })).toBe(`${BASE}/ratings/defi?b=0&d=x+y`)
  })
})

describe('aborting', () => {
  it('passes the caller’s abort through untouched (not an ApiError)', async () => {
    server.use(
      http.get(`${BASE}/thing`, async () => {
        await delay(500)
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = apiFetch({ path: '/thing', signal: controller.signal }, anything, config)
    controller.abort()
    const error = await pending.then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).not.toBeNull()
    expect(isApiError(error)).toBe(false)
    expect((error as Error).name).toBe('AbortError')
  })
})

function fetchListAt(params: { limit: number; offset: number }) {
  return fetchList('/thing', defiRatingSchema, params)
}

function fetchOneAt() {
  return fetchOne('/thing', defiRatingSchema)
}

describe('bad input at the edges', () => {
  it('a 200 with an HTML page (captive portal, misconfigured proxy) says so, naming the base URL', async () => {
    server.use(http.get(`${BASE}/thing`, () => HttpResponse.html('<!doctype html><html><body>Sign in to the Wi-Fi</body></html>')))
    const error = await failure(apiFetch({ path: '/thing' }, anything, config))
    expect(error.kind).toBe('invalid_response')
    expect(error.message).toMatch(/web page, not JSON/)
    expect(error.message).toMatch(/API base URL/)
  })

  it('a 200 with an empty body, where data is expected, is a clear invalid_response', async () => {
    server.use(http.get(`${BASE}/ratings/defi`, () => new HttpResponse(null, { status: 200 })))
    const error = await failure(fetchList('/ratings/defi', defiRatingSchema, { limit: 10 }))
    expect(error.kind).toBe('invalid_response')
    expect(error.message).toBe('The API answered with an empty response instead of data.')
  })

  it('an empty 200 is still fine where nothing is expected (like a 204)', async () => {
    server.use(http.get(`${BASE}/thing`, () => new HttpResponse(null, { status: 200 })))
    expect((await apiFetch({ path: '/thing' }, z.unknown(), config)).data).toBeNull()
  })

  it('a list of 10,000 rows when 10 were asked is trimmed to the page, quickly, and a next page still exists', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => product({ name: `Vault ${index}`, contract_address: `0x${index.toString(16)}` }))
    server.use(http.get(`${BASE}/ratings/defi`, () => HttpResponse.json({ data: rows })))
    const started = performance.now()
    const page = (await fetchList('/ratings/defi', defiRatingSchema, { limit: 10, offset: 0 })).data
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(page.items).toHaveLength(10)
    expect(page.items[0]?.name).toBe('Vault 0')
    expect(hasNextPage(page)).toBe(true)
  })

  it('cuts a long list to the limit before validating it: rows past the page are never checked', async () => {
    const rows: unknown[] = Array.from({ length: 10 }, (_, index) => product({ name: `Vault ${index}`, contract_address: `0x${index.toString(16)}` }))
    rows.push({ not: 'a product' })
    server.use(http.get(`${BASE}/ratings/defi`, () => HttpResponse.json({ data: rows })))
    const page = (await fetchList('/ratings/defi', defiRatingSchema, { limit: 10, offset: 0 })).data
    expect(page.items.map((item) => item.name)).toEqual(rows.slice(0, 10).map((row) => (row as { name: string }).name))
    // The same bad row inside the page is still an error.
    await expect(fetchList('/ratings/defi', defiRatingSchema, { limit: 11, offset: 0 })).rejects.toMatchObject({ kind: 'invalid_response' })
  })

  it('strings of 100 KB are cut to 1,000 characters ending in an ellipsis (laying out 100 KB names froze the tab); identifiers stay whole', async () => {
    const long = 'x'.repeat(100_000)
    const address = `0x${'a'.repeat(2_000)}`
    server.use(
      http.get(`${BASE}/ratings/defi`, () => HttpResponse.json({ data: [product({ name: long, provider_name: long, version: long, contract_address: address })] })),
    )
    const [row] = (await fetchList('/ratings/defi', defiRatingSchema, { limit: 10 })).data.items
    expect(row?.name).toHaveLength(1_000)
    expect(row?.name.endsWith('x…')).toBe(true)
    expect(row?.provider_name).toHaveLength(1_000)
    expect(row?.version).toHaveLength(1_000)
    expect(row?.contract_address).toBe(address)
  })

  it('a short name is kept exactly', async () => {
    server.use(http.get(`${BASE}/ratings/defi`, () => HttpResponse.json({ data: [product({ name: 'y'.repeat(1_000) })] })))
    const [row] = (await fetchList('/ratings/defi', defiRatingSchema, { limit: 10 })).data.items
    expect(row?.name).toBe('y'.repeat(1_000))
  })
})
