import { http, HttpResponse } from 'msw'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getApiConfig, setApiConfig } from '../../../src/api/config'
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_REQUEST_GLOBAL } from '../../../src/api/early-response'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { createCacheApiStorage } from '../../../src/api/persist/cache-api-storage'
import { connectionCacheKey } from '../../../src/api/persist/cache-key'
import { STORAGE_PREFIX } from '../../../src/lib/storage'
import { EARLY_REQUEST_PLAN } from '../../../src/app/early-request/early-request-plan'
import { earlyRequestScript, startEarlyRequest } from '../../../src/app/early-request/early-request-script'
import { createQueryClient } from '../../../src/app/query-client'
import { createLoaders } from '../../../src/app/route-loaders'
import { getLedgerSnapshot } from '../../../src/credits/ledger'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'

const BASE = 'https://api.early.example'
const KEY = 'sr1-early-test-key-00000000000000000001'
const ADDRESS = '0x0000000000000000000000000000000000a11ce0'

type LoaderName = keyof ReturnType<typeof createLoaders>
/** Each route the early script knows, with the loader and route parameters the router gives it. */
const ROUTES: Array<{ path: string; loader: LoaderName; params: Record<string, string> }> = [
  { path: '/defi', loader: 'defiList', params: {} },
  { path: '/defi/harbor-lend', loader: 'defiList', params: { platformSlug: 'harbor-lend' } },
  { path: `/defi/harbor-lend/${ADDRESS}`, loader: 'product', params: { platformSlug: 'harbor-lend', contractAddress: ADDRESS } },
  { path: '/infra', loader: 'infraList', params: {} },
  { path: '/infra/northwind-nodes', loader: 'provider', params: { slug: 'northwind-nodes' } },
  { path: '/alerts', loader: 'alertList', params: {} },
  { path: '/keys', loader: 'keys', params: {} },
]

/** A Cache API of this test's own (jsdom has none): entries by request URL. */
function fakeCacheStorage(): CacheStorage {
  const caches = new Map<string, Map<string, string>>()
  const open = (name: string) => {
    const entries = caches.get(name) ?? new Map<string, string>()
    caches.set(name, entries)
    return {
      match: (request: Request) => Promise.resolve(entries.has(request.url) ? new Response(entries.get(request.url)) : undefined),
      put: async (request: Request, response: Response) => void entries.set(request.url, await response.text()),
      delete: (request: Request) => Promise.resolve(entries.delete(request.url)),
    } as unknown as Cache
  }
  return {
    open: (name: string) => Promise.resolve(open(name)),
    has: (name: string) => Promise.resolve(caches.has(name)),
    delete: (name: string) => Promise.resolve(caches.delete(name)),
  } as unknown as CacheStorage
}

const slot = () => (globalThis as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL]

/** A visitor who connected the live API earlier in this tab, as Settings stores it. */
function storeConnection() {
  localStorage.setItem(`${STORAGE_PREFIX}connection`, JSON.stringify({ mode: 'live', baseUrl: BASE, remember: false }))
  sessionStorage.setItem(`${STORAGE_PREFIX}api-key`, KEY)
}

/** Answers every GET of the live API with `answer` (by default an empty list), noting each path and query. */
function serveAll(answer: (url: URL, hit: number) => Response = () => HttpResponse.json({ data: [] }, { headers: { 'x-used-credits': '1' } })) {
  const hits: string[] = []
  server.use(
    http.get(`${BASE}/*`, ({ request }) => {
      const url = new URL(request.url)
      hits.push(`${url.pathname}${url.search}`)
      return answer(url, hits.length)
    }),
  )
  return hits
}

async function runLoader(route: (typeof ROUTES)[number]) {
  const queryClient = createQueryClient({ retry: false })
  const args = { request: new Request(new URL(route.path, 'https://dashboard.example')), params: route.params, context: undefined } as LoaderFunctionArgs
  createLoaders(queryClient)[route.loader](args)
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  return queryClient
}

let saved: ReturnType<typeof getApiConfig>
beforeEach(() => {
  saved = getApiConfig()
  setApiConfig({ baseUrl: BASE, apiKey: KEY })
  vi.stubGlobal('caches', fakeCacheStorage())
  storeConnection()
})
afterEach(() => {
  setApiConfig(saved)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (globalThis as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL]
  window.history.replaceState(null, '', '/')
})

describe("index.html's early request", () => {
  it.each(ROUTES)('on $path asks exactly what the loader asks first, and the two are one request', async (route) => {
    const hits = serveAll()
    window.history.replaceState(null, '', route.path)
    startEarlyRequest(EARLY_REQUEST_PLAN)
    const early = slot() as { url: string; apiKey: string }
    expect(early).toMatchObject({ url: expect.stringMatching(new RegExp(`^${BASE}/`)), apiKey: KEY })
    await runLoader(route)
    // Taken by the loader's request: had the two differed, it would still be waiting here, and sent twice.
    expect(slot()).toBeUndefined()
    expect(hits.filter((hit) => `${BASE}${hit}` === early.url)).toHaveLength(1)
    expect(hits.length).toBe(new Set(hits).size)
  })

  it('runs as the built script (its text alone, nothing else in scope)', async () => {
    const hits = serveAll()
    window.history.replaceState(null, '', '/keys')
    new Function(earlyRequestScript())()
    await runLoader(ROUTES[6]!)
    expect(slot()).toBeUndefined()
    expect(hits.toSorted()).toEqual(['/public/billing/api-keys', '/public/billing/status'])
  })

  it("is counted once in the credits ledger, and the product's record comes from it", async () => {
    const record = { ...getDemoDb().catalog.defi.records[0]!, provider_name: 'Harbor Lend', contract_address: ADDRESS }
    const hits = serveAll(() => HttpResponse.json({ data: record }, { headers: { 'x-used-credits': '1' } }))
    const route = ROUTES[2]!
    window.history.replaceState(null, '', route.path)
    startEarlyRequest(EARLY_REQUEST_PLAN)
    const queryClient = await runLoader(route)
    expect(hits).toEqual([`/ratings/defi/harbor-lend/${ADDRESS}`])
    expect(queryClient.getQueryData(defiQueries.detail('harbor-lend', ADDRESS).queryKey)).toMatchObject({ contract_address: ADDRESS })
    const entries = getLedgerSnapshot().entries
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ status: 200, credits: 1 })
  })

  it('that failed is asked again by the loader', async () => {
    const record = { ...getDemoDb().catalog.defi.records[0]!, provider_name: 'Harbor Lend', contract_address: ADDRESS }
    const hits = serveAll((_, hit) =>
      hit === 1 ? HttpResponse.json({ error: { code: 'server_error', message: 'Try again' } }, { status: 503 }) : HttpResponse.json({ data: record }, { headers: { 'x-used-credits': '1' } }),
    )
    const route = ROUTES[2]!
    window.history.replaceState(null, '', route.path)
    startEarlyRequest(EARLY_REQUEST_PLAN)
    const queryClient = await runLoader(route)
    expect(hits).toEqual([`/ratings/defi/harbor-lend/${ADDRESS}`, `/ratings/defi/harbor-lend/${ADDRESS}`])
    expect(queryClient.getQueryState(defiQueries.detail('harbor-lend', ADDRESS).queryKey)?.status).toBe('success')
    expect(getLedgerSnapshot().entries).toMatchObject([{ status: 200, credits: 1 }])
  })

  it('that has gone stale by the time the app asks is asked again', async () => {
    const record = { ...getDemoDb().catalog.defi.records[0]!, provider_name: 'Harbor Lend', contract_address: ADDRESS }
    const hits = serveAll(() => HttpResponse.json({ data: record }, { headers: { 'x-used-credits': '1' } }))
    const route = ROUTES[2]!
    window.history.replaceState(null, '', route.path)
    startEarlyRequest(EARLY_REQUEST_PLAN)
    await vi.waitFor(() => expect(hits).toHaveLength(1))
    const sentAt = performance.now()
    vi.spyOn(performance, 'now').mockReturnValue(sentAt + EARLY_ANSWER_MAX_AGE_MS + 1)
    const queryClient = await runLoader(route)
    expect(hits).toHaveLength(2)
    expect(slot()).toBeUndefined()
    expect(queryClient.getQueryState(defiQueries.detail('harbor-lend', ADDRESS).queryKey)?.status).toBe('success')
  })

  it.each([
    ['the address has search parameters', () => window.history.replaceState(null, '', '/defi?sort=tvl')],
    ['the key is not in this tab and not remembered', () => sessionStorage.clear()],
    ['a credit limit is set', () => localStorage.setItem(`${STORAGE_PREFIX}credit-budget`, '100')],
    ['the connection is the demo', () => localStorage.setItem(`${STORAGE_PREFIX}connection`, JSON.stringify({ mode: 'demo', baseUrl: BASE, remember: false }))],
    ['a provider is asked for by a name that is not its slug', () => window.history.replaceState(null, '', '/infra/Northwind%20Nodes')],
  ])('sends nothing when %s', async (_, arrange) => {
    const sent = vi.spyOn(globalThis, 'fetch')
    window.history.replaceState(null, '', '/defi')
    arrange()
    startEarlyRequest(EARLY_REQUEST_PLAN)
    // The script decides before its first await: with no slot, no request is on its way or to come.
    expect(slot()).toBeUndefined()
    expect(sent).not.toHaveBeenCalled()
  })

  it("sends nothing when the device holds this connection's stored cache (the app may not need to ask), and the loader asks", async () => {
    // Stored as the app stores it: the connection's entry of the Cache API store.
    const stored = createCacheApiStorage(globalThis.caches, location.origin, null)!
    await stored.setItem(await connectionCacheKey({ demo: false, baseUrl: BASE, apiKey: KEY }), '{}')
    const hits = serveAll()
    window.history.replaceState(null, '', '/keys')
    startEarlyRequest(EARLY_REQUEST_PLAN)
    await runLoader(ROUTES[6]!)
    expect(hits.toSorted()).toEqual(['/public/billing/api-keys', '/public/billing/status'])
  })

  it("sends early when the device holds only another connection's stored cache", async () => {
    const stored = createCacheApiStorage(globalThis.caches, location.origin, null)!
    await stored.setItem(await connectionCacheKey({ demo: false, baseUrl: BASE, apiKey: 'sr1-another-key' }), '{}')
    const hits = serveAll()
    window.history.replaceState(null, '', '/keys')
    startEarlyRequest(EARLY_REQUEST_PLAN)
    await vi.waitFor(() => expect(hits).toEqual(['/public/billing/api-keys']))
  })

  it('reads a remembered key from localStorage, as the connection feature does', () => {
    sessionStorage.clear()
    localStorage.setItem(`${STORAGE_PREFIX}connection`, JSON.stringify({ mode: 'live', baseUrl: BASE, remember: true }))
    localStorage.setItem(`${STORAGE_PREFIX}api-key`, KEY)
    serveAll()
    window.history.replaceState(null, '', '/keys')
    startEarlyRequest(EARLY_REQUEST_PLAN)
    expect(slot()).toMatchObject({ apiKey: KEY, url: `${BASE}/public/billing/api-keys` })
  })
})
