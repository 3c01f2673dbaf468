import { hashKey, type QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCreditBudget } from '../../../src/credits/budget'
import { DEMO_API_BASE_URL, getApiConfig, setApiConfig } from '../../../src/api/config'
import { recordRequest } from '../../../src/credits/ledger'
import { alertQueries } from '../../../src/api/queries/alert-queries'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import { keyQueries } from '../../../src/api/queries/key-queries'
import { RATINGS_STALE_MS } from '../../../src/api/queries/stale-times'
import { createQueryClient } from '../../../src/app/query-client'
import * as mockBackend from '../../../src/features/connection/mock-backend'
import {
  alertListQueries,
  defiListQueries,
  infraListQueries,
  keyListQueries,
  productInDemo,
  productQueries,
  providerInDemo,
  providerQueries,
  startsQueries,
} from '../../../src/app/route-loaders'
import { createRoutes } from '../../../src/app/routes'
import type { StringStorage } from '../../../src/api/persist/idb-storage'
import { createQueryPersistence } from '../../../src/api/persist/query-persistence'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { toSlug } from '../../../src/lib/slug'

const BASE = 'https://api.loaders.example'
const KEY = 'sr1-loaders-test-key-0000000000000000001'
const ADDRESS = '0x0000000000000000000000000000000000a11ce0'

function argsFor(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(new URL(path, 'https://dashboard.example')), params, context: undefined } as LoaderFunctionArgs
}

/** Lets the promise callbacks queued so far run. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
}

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** Counts the GETs that reach the live API at `path` and answers each with `record`. */
function serve(path: string, record: unknown) {
  const paths: string[] = []
  server.use(
    http.get(`${BASE}${path}`, ({ request }) => {
      paths.push(new URL(request.url).pathname)
      return HttpResponse.json({ data: record })
    }),
  )
  return paths
}

const fetched = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.status

let saved: ReturnType<typeof getApiConfig>
beforeEach(() => {
  saved = getApiConfig()
  setApiConfig({ baseUrl: BASE, apiKey: KEY })
})
afterEach(() => setApiConfig(saved))

describe('a route loader', () => {
  it('returns at once, and starts the queries only once the stored cache is restored', async () => {
    const restore = deferred()
    const start = vi.fn(() => Promise.resolve())
    const loader = startsQueries({ queryClient: createQueryClient(), restored: restore.promise }, start)
    expect(loader(argsFor('/keys'))).toBeNull()
    await settle()
    expect(start).not.toHaveBeenCalled()
    restore.resolve()
    await settle()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts nothing in demo mode, without a key, or while the credit budget is reached', async () => {
    const start = vi.fn(() => Promise.resolve())
    const loader = startsQueries({ queryClient: createQueryClient(), restored: Promise.resolve() }, start)
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: 'sr1-demo-key' })
    loader(argsFor('/keys'))
    await settle()
    setApiConfig({ baseUrl: BASE, apiKey: null })
    loader(argsFor('/keys'))
    await settle()
    setApiConfig({ baseUrl: BASE, apiKey: KEY })
    setCreditBudget(10)
    recordRequest({ time: Date.now(), method: 'GET', request: '/ratings/defi', status: 200, credits: 10, queryHash: null })
    loader(argsFor('/keys'))
    await settle()
    expect(start).not.toHaveBeenCalled()
  })

  it('in demo mode asks for a detail page\'s record when the cache lacks it (its request starts the backend), and for nothing else', async () => {
    const startBackend = vi.spyOn(mockBackend, 'startMockBackend')
    const queries = vi.fn(() => Promise.resolve())
    const queryClient = createQueryClient()
    const context = { queryClient, restored: Promise.resolve() }
    // In the app the demo key arrives while the first request is held (demo-requests.ts); here it is set.
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
    startsQueries(context, queries)(argsFor('/defi'))
    await settle()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    const record = getDemoDb().catalog.defi.records[0]!
    const slug = toSlug(record.provider_name)
    const productKey = defiQueries.detail(slug, record.contract_address).queryKey
    const product = argsFor(`/defi/${slug}/${record.contract_address}`, { platformSlug: slug, contractAddress: record.contract_address })
    queryClient.setQueryData(productKey, { name: 'Harbor' } as never)
    startsQueries(context, queries, productInDemo)(product)
    startsQueries(context, queries, providerInDemo)(argsFor('/infra/Granite%20Stake', { slug: 'Granite Stake' }))
    await settle()
    expect(queryClient.isFetching()).toBe(0)
    queryClient.clear()
    startsQueries(context, queries, productInDemo)(product)
    await settle()
    expect(queryClient.getQueryState(productKey)?.fetchStatus).toBe('fetching')
    const provider = getDemoDb().catalog.infra.records[0]!
    const providerSlug = toSlug(provider.name)
    const providerKey = infraQueries.detail(providerSlug).queryKey
    startsQueries(context, queries, providerInDemo)(argsFor(`/infra/${providerSlug}`, { slug: providerSlug }))
    await settle()
    expect(queryClient.getQueryState(providerKey)?.fetchStatus).toBe('fetching')
    await vi.waitFor(() => expect(queryClient.getQueryData(productKey)).toMatchObject({ contract_address: record.contract_address }))
    await vi.waitFor(() => expect(queryClient.getQueryData(providerKey)).toMatchObject({ name: provider.name }))
    expect(startBackend).not.toHaveBeenCalled()
    expect(queries).not.toHaveBeenCalled()
  })

  it('in demo mode past the credit budget starts only the backend for a detail page: the view meets the hold', async () => {
    const startBackend = vi.spyOn(mockBackend, 'startMockBackend').mockResolvedValue({} as never)
    const queryClient = createQueryClient()
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: null })
    setCreditBudget(1)
    recordRequest({ time: Date.now(), method: 'GET', request: '/ratings/defi', status: 200, credits: 5, queryHash: null })
    startsQueries({ queryClient, restored: Promise.resolve() }, vi.fn(), productInDemo)(
      argsFor(`/defi/harbor-lend/${ADDRESS}`, { platformSlug: 'harbor-lend', contractAddress: ADDRESS }),
    )
    await settle()
    expect(startBackend).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })

  it('keeps a failure in the query for the view to show, instead of throwing', async () => {
    server.use(http.get(`${BASE}/ratings/infra/:slug`, () => HttpResponse.json({ error: { code: 'not_found', message: 'No such provider' } }, { status: 404 })))
    const queryClient = createQueryClient({ retry: false })
    await expect(providerQueries(queryClient, argsFor('/infra/nowhere', { slug: 'nowhere' }))).resolves.toBeUndefined()
    expect(queryClient.getQueryState(infraQueries.detail('nowhere').queryKey)?.error).toMatchObject({ kind: 'not_found' })
  })
})

describe('the first queries of a page', () => {
  it('a product: its record under the product query\'s key, from the path segments as the route decodes them', async () => {
    const paths = serve(`/ratings/defi/:platform/:address`, getDemoDb().catalog.defi.records[0])
    const queryClient = createQueryClient({ retry: false })
    await productQueries(queryClient, argsFor(`/defi/harbor%20lend/${ADDRESS}`, { platformSlug: 'harbor lend', contractAddress: ADDRESS }))
    expect(paths).toEqual([`/ratings/defi/harbor%20lend/${ADDRESS}`])
    expect(fetched(queryClient, defiQueries.detail('harbor lend', ADDRESS).queryKey)).toBe('success')
  })

  it('a product or a provider: the record is asked for in the loader\'s first step, before its schema is loaded, and that answer fills the query', async () => {
    const products = serve(`/ratings/defi/:platform/:address`, getDemoDb().catalog.defi.records[0])
    const providers = serve(`/ratings/infra/:slug`, getDemoDb().catalog.infra.records[0])
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const queryClient = createQueryClient({ retry: false })
    const product = productQueries(queryClient, argsFor(`/defi/harbor-lend/${ADDRESS}`, { platformSlug: 'harbor-lend', contractAddress: ADDRESS }))
    const provider = providerQueries(queryClient, argsFor('/infra/granite-stake', { slug: 'granite-stake' }))
    // Sent before anything was awaited: no import (of the schemas or the query modules) came first.
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([`${BASE}/ratings/defi/harbor-lend/${ADDRESS}`, `${BASE}/ratings/infra/granite-stake`])
    await Promise.all([product, provider])
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect([products, providers]).toEqual([[`/ratings/defi/harbor-lend/${ADDRESS}`], ['/ratings/infra/granite-stake']])
    expect(fetched(queryClient, defiQueries.detail('harbor-lend', ADDRESS).queryKey)).toBe('success')
    expect(fetched(queryClient, infraQueries.detail('granite-stake').queryKey)).toBe('success')
  })

  it('the keys page: its keys and its usage are asked for in the loader\'s first step, and fill the view\'s queries', async () => {
    serve('/public/billing/api-keys', [{ id: 'k1', api_key: 'sr1-****-af6b', label: 'Production', is_active: true }])
    serve('/public/billing/status', { plan_name: 'Pro', available_credits: 98_500, monthly_quota: 100_000 })
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const queryClient = createQueryClient({ retry: false })
    const started = keyListQueries(queryClient, argsFor('/keys'))
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([`${BASE}/public/billing/api-keys`, `${BASE}/public/billing/status`])
    await started
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(fetched(queryClient, keyQueries.list().queryKey)).toBe('success')
    expect(fetched(queryClient, keyQueries.billingStatus().queryKey)).toBe('success')
  })

  it('a list whose URL names nothing: its default view, and the chains its filters name, are asked for in the loader\'s first step, under the keys its view uses', async () => {
    // The platform's pattern first: a later handler is tried first, so the fixed paths below win.
    serve('/ratings/defi/:platform', [])
    for (const path of ['/ratings/defi', '/ratings/defi/chains', '/ratings/defi/alerts', '/ratings/infra']) serve(path, [])
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const queryClient = createQueryClient({ retry: false })
    const started = [
      defiListQueries(queryClient, argsFor('/defi')),
      defiListQueries(queryClient, argsFor('/defi/harbor-lend', { platformSlug: 'harbor-lend' })),
      infraListQueries(queryClient, argsFor('/infra')),
      alertListQueries(queryClient, argsFor('/alerts')),
    ]
    // Sent before anything was awaited: neither the parameter definitions nor the schemas came first.
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      `${BASE}/ratings/defi?sort=rating&order=desc&limit=10&offset=0`,
      `${BASE}/ratings/defi/chains`,
      `${BASE}/ratings/defi/harbor-lend?sort=rating&order=desc&limit=10&offset=0`,
      `${BASE}/ratings/infra?sort=rating&order=asc&limit=10&offset=0`,
      `${BASE}/ratings/defi/alerts?limit=10&offset=0`,
    ])
    await Promise.all(started)
    // The second page's chains were already on their way: joined, not sent again.
    expect(fetchSpy).toHaveBeenCalledTimes(5)
    for (const key of [
      defiQueries.list({}).queryKey,
      defiQueries.list({}, 'harbor-lend').queryKey,
      defiQueries.chains().queryKey,
      infraQueries.list({}).queryKey,
      alertQueries.list({}).queryKey,
    ]) {
      expect(fetched(queryClient, key)).toBe('success')
    }
  })

  it('a list whose URL names a filter, a sort or a page asks for that view, read by the parameter definitions', async () => {
    const paths: string[] = []
    server.use(http.get(`${BASE}/ratings/infra`, ({ request }) => (paths.push(new URL(request.url).search), HttpResponse.json({ data: [] }))))
    const queryClient = createQueryClient({ retry: false })
    await infraListQueries(queryClient, argsFor('/infra?rating_gte=BBB&sort=name&order=desc&offset=10'))
    expect(paths).toEqual(['?rating_gte=BBB&sort=name&order=desc&limit=10&offset=10'])
    expect(fetched(queryClient, infraQueries.list({ rating_gte: 'BBB', sort: 'name', order: 'desc', offset: 10 }).queryKey)).toBe('success')
  })

  it('a record the cache holds fresh is not asked for again (a reload after the restore); a stale one is', async () => {
    const paths = serve(`/ratings/defi/:platform/:address`, { name: 'Harbor' })
    const queryClient = createQueryClient({ retry: false })
    const key = defiQueries.detail('harbor-lend', ADDRESS).queryKey
    const args = argsFor(`/defi/harbor-lend/${ADDRESS}`, { platformSlug: 'harbor-lend', contractAddress: ADDRESS })
    queryClient.setQueryData(key, { name: 'Harbor' } as never, { updatedAt: Date.now() - 1000 })
    await productQueries(queryClient, args)
    expect(paths).toEqual([])
    queryClient.setQueryData(key, { name: 'Harbor' } as never, { updatedAt: Date.now() - RATINGS_STALE_MS - 1 })
    await productQueries(queryClient, args)
    expect(paths).toHaveLength(1)
  })

  it('a provider typed by name, which its page first redirects to the slug, is not asked for under the name', async () => {
    const queryClient = createQueryClient({ retry: false })
    // No handler answers it: a request sent would also fail the test as unhandled.
    await providerQueries(queryClient, argsFor('/infra/Granite%20Stake', { slug: 'Granite Stake' }))
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})

function memoryStorage(): StringStorage {
  const data = new Map<string, string>()
  return {
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => void data.set(key, value),
    removeItem: async (key) => void data.delete(key),
    clear: async () => data.clear(),
  }
}

describe('across a reload', () => {
  it('a page whose record the stored cache holds fresh sends no request: its loader starts after the restore', async () => {
    const paths = serve(`/ratings/defi/:platform/:address`, getDemoDb().catalog.defi.records[0])
    const args = argsFor(`/defi/harbor-lend/${ADDRESS}`, { platformSlug: 'harbor-lend', contractAddress: ADDRESS })
    const storage = memoryStorage()
    const before = createQueryClient({ retry: false })
    const stop = createQueryPersistence(before, storage, { throttleMs: 0 }).persistUnder('ratings-cache:reload-test')
    await productQueries(before, args)
    await vi.waitFor(async () => expect(await storage.getItem('ratings-cache:reload-test')).toContain('harbor-lend'))
    stop()
    expect(paths).toHaveLength(1)

    const after = createQueryClient({ retry: false })
    const restored = createQueryPersistence(after, storage).restore('ratings-cache:reload-test')
    const start = vi.fn(productQueries)
    startsQueries({ queryClient: after, restored }, start)(args)
    await restored
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1))
    await start.mock.results[0]?.value
    expect(after.getQueryState(defiQueries.detail('harbor-lend', ADDRESS).queryKey)?.status).toBe('success')
    expect(paths).toHaveLength(1)
  })
})

function routeAt(routes: RouteObject[], path: string | undefined, index = false): RouteObject | null {
  for (const route of routes) {
    if ((index && route.index) || (!index && route.path === path)) return route
    const found = route.children ? routeAt(route.children, path, index) : null
    if (found) return found
  }
  return null
}

describe('the routes', () => {
  const routes = createRoutes({ queryClient: createQueryClient(), restored: Promise.resolve() })
  const change = (from: string, to: string) =>
    ({ currentUrl: new URL(from, 'https://dashboard.example'), nextUrl: new URL(to, 'https://dashboard.example') }) as ShouldRevalidateFunctionArgs

  it('the data pages have loaders; the compare page, whose first paint is its heading, has none', () => {
    for (const path of ['defi', 'defi/:platformSlug', 'defi/:platformSlug/:contractAddress', 'infra', 'infra/:slug', 'alerts', 'keys']) {
      expect(routeAt(routes, path)?.loader, path).toBeTypeOf('function')
    }
    expect(routeAt(routes, 'compare')?.loader).toBeUndefined()
  })

  it('only the first page of a visit starts its queries from the loader; a later page\'s view asks itself', async () => {
    const paths = serve('/public/billing/api-keys', [])
    serve('/public/billing/status', {})
    const queryClient = createQueryClient({ retry: false })
    const fresh = createRoutes({ queryClient, restored: Promise.resolve() })
    const product = routeAt(fresh, 'defi/:platformSlug/:contractAddress')?.loader as (args: LoaderFunctionArgs) => unknown
    const keys = routeAt(fresh, 'keys')?.loader as (args: LoaderFunctionArgs) => unknown
    server.use(http.get(`${BASE}/ratings/defi/:platform/:address`, () => HttpResponse.json({ data: getDemoDb().catalog.defi.records[0] })))
    // The router runs the root's loader with every match of the first page, then never again.
    const root = fresh[0]?.loader as (args: LoaderFunctionArgs) => unknown
    root(argsFor(`/defi/harbor-lend/${ADDRESS}`))
    product(argsFor(`/defi/harbor-lend/${ADDRESS}`, { platformSlug: 'harbor-lend', contractAddress: ADDRESS }))
    await settle()
    keys(argsFor('/keys'))
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(1))
    await settle()
    expect(paths).toEqual([])
  })

  it('a change of search on the same page (sort, filter, page) does not run the loader again; a new page does', () => {
    const defi = routeAt(routes, 'defi')!
    expect(defi.shouldRevalidate?.(change('/defi', '/defi?sort=tvl'))).toBe(false)
    expect(defi.shouldRevalidate?.(change('/defi/a', '/defi/b'))).toBe(true)
  })

  it('the list key a loader builds is the one its view uses, so the view joins it', async () => {
    const paths = serve('/ratings/defi', [])
    serve('/ratings/defi/chains', [])
    const queryClient = createQueryClient({ retry: false })
    const loader = routeAt(createRoutes({ queryClient, restored: Promise.resolve() }), 'defi')?.loader as (args: LoaderFunctionArgs) => unknown
    loader(argsFor('/defi?limit=25&sort=tvl'))
    await vi.waitFor(() => expect(paths).toHaveLength(1))
    const expected = defiQueries.list({ limit: 25, sort: 'tvl' }).queryKey
    await vi.waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: expected, exact: true })?.queryHash).toBe(hashKey(expected)))
  })
})
