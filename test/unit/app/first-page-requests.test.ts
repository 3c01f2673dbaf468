import { hashKey } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setCreditBudget } from '../../../src/api/credits/budget'
import { DEMO_API_BASE_URL, type ApiConfig } from '../../../src/api/config'
import { hasEarlyAnswer, takeEarlyAnswer } from '../../../src/api/early-answers'
import { recordRequest } from '../../../src/api/credits/ledger'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import { keyQueries } from '../../../src/api/queries/key-queries'
import { RATINGS_STALE_MS } from '../../../src/api/queries/stale-times'
import { firstPageRequests, sendFirstPageRequests } from '../../../src/app/first-page-requests'
import { createQueryClient } from '../../../src/app/query-client'
import { server } from '../../../src/mocks/node'

const NOW = Date.UTC(2026, 10, 24, 12)
const ADDRESS = '0x0000000000000000000000000000000000a11ce0'

/** What the page's own query files the record under, as the hash React Query uses. */
const hashes = (requests: ReturnType<typeof firstPageRequests>) => requests.map((request) => hashKey(request.queryKey))

describe('the first page\'s records', () => {
  it('a product page asks for its product, under the key and path of the product query', () => {
    const requests = firstPageRequests(createQueryClient(), `/defi/harbor-lend/${ADDRESS}`, NOW)
    expect(requests).toEqual([{ queryKey: defiQueries.detail('harbor-lend', ADDRESS).queryKey, path: `/ratings/defi/harbor-lend/${ADDRESS}` }])
  })

  it('a path segment is decoded as the route reads it and encoded again for the API', () => {
    const [request] = firstPageRequests(createQueryClient(), `/defi/harbor%20lend/${ADDRESS}`, NOW)
    expect(request).toEqual({ queryKey: defiQueries.detail('harbor lend', ADDRESS).queryKey, path: `/ratings/defi/harbor%20lend/${ADDRESS}` })
  })

  it('a provider asks for its record; one typed by name, which its page first redirects to the slug, asks for nothing early', () => {
    const [request] = firstPageRequests(createQueryClient(), '/infra/granite-stake-ops', NOW)
    expect(request).toEqual({ queryKey: infraQueries.detail('granite-stake-ops').queryKey, path: '/ratings/infra/granite-stake-ops' })
    expect(firstPageRequests(createQueryClient(), '/infra/Granite%20Stake%20Ops', NOW)).toEqual([])
  })

  it('a record the cache holds fresh is not asked for; a stale one is', () => {
    const queryClient = createQueryClient()
    const key = defiQueries.detail('harbor-lend', ADDRESS).queryKey
    queryClient.setQueryData(key, { name: 'Harbor' } as never, { updatedAt: NOW - 1000 })
    expect(firstPageRequests(queryClient, `/defi/harbor-lend/${ADDRESS}`, NOW)).toEqual([])
    expect(hashes(firstPageRequests(queryClient, `/defi/harbor-lend/${ADDRESS}`, NOW + RATINGS_STALE_MS))).toEqual([hashKey(key)])
  })

  it('the compare page, which opens on its heading and the names in its URL, asks for nothing early', () => {
    expect(firstPageRequests(createQueryClient(), '/compare', NOW)).toEqual([])
  })

  it('the keys page asks for the keys and the billing status', () => {
    expect(hashes(firstPageRequests(createQueryClient(), '/keys', NOW))).toEqual([
      hashKey(keyQueries.list().queryKey),
      hashKey(keyQueries.billingStatus().queryKey),
    ])
  })

  it('pages whose largest paint is not a record ask for nothing early', () => {
    for (const path of ['/', '/defi', '/defi/harbor-lend', '/infra', '/alerts', '/watchlist', '/settings', '/no-such-page']) {
      expect(firstPageRequests(createQueryClient(), path, NOW), path).toEqual([])
    }
  })
})

describe('sending them', () => {
  const BASE = 'https://api.first-page.example'
  const live: ApiConfig = { baseUrl: BASE, apiKey: 'sr1-first-page-key-000000000000000000001', timeoutMs: 2000 }
  const URL_OF_KEYS = `${BASE}/public/billing/api-keys`

  function answerKeys() {
    server.use(
      http.get(URL_OF_KEYS, () => HttpResponse.json([])),
      http.get(`${BASE}/public/billing/status`, () => HttpResponse.json({})),
    )
  }

  it('live mode with a key sends them', async () => {
    answerKeys()
    sendFirstPageRequests(createQueryClient(), { pathname: '/keys' }, live)
    expect(hasEarlyAnswer(URL_OF_KEYS)).toBe(true)
    expect((await takeEarlyAnswer(URL_OF_KEYS, live.apiKey))?.status).toBe(200)
  })

  it('not in demo mode, not without a key, not while the credit budget is reached', () => {
    sendFirstPageRequests(createQueryClient(), { pathname: '/keys' }, { ...live, baseUrl: DEMO_API_BASE_URL })
    sendFirstPageRequests(createQueryClient(), { pathname: '/keys' }, { ...live, apiKey: null })
    setCreditBudget(10)
    recordRequest({ time: NOW, method: 'GET', request: '/ratings/defi', status: 200, credits: 10, queryHash: null })
    sendFirstPageRequests(createQueryClient(), { pathname: '/keys' }, live)
    // No handler answers these URLs: a request sent would also fail the test as unhandled.
    expect(hasEarlyAnswer(URL_OF_KEYS)).toBe(false)
    expect(hasEarlyAnswer(`${DEMO_API_BASE_URL}/public/billing/api-keys`)).toBe(false)
  })
})
