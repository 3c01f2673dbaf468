import { hashKey, type QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_API_BASE_URL, getApiConfig, setApiConfig } from '../../../src/api/config'
import type { StringStorage } from '../../../src/api/persist/idb-storage'
import { createDevicePersistence } from '../../../src/api/persist/query-persistence'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { alertQueries } from '../../../src/api/queries/alert-queries'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import { keyQueries } from '../../../src/api/queries/key-queries'
import { RATINGS_STALE_MS } from '../../../src/api/queries/stale-times'
import { createQueryClient } from '../../../src/app/query-client'
import { createLoaders } from '../../../src/app/route-loaders'
import { createRoutes } from '../../../src/app/routes'
import { setCreditBudget } from '../../../src/credits/budget'
import { getLedgerSnapshot, recordRequest } from '../../../src/credits/ledger'
import { getDemoDb } from '../../../src/mocks/db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'
import { toSlug } from '../../../src/lib/slug'

const BASE = 'https://api.loaders.example'
const KEY = 'sr1-loaders-test-key-0000000000000000001'
const ADDRESS = '0x0000000000000000000000000000000000a11ce0'

function argsFor(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(new URL(path, 'https://dashboard.example')), params, context: undefined } as LoaderFunctionArgs
}

const productArgs = () => argsFor(`/defi/harbor-lend/${ADDRESS}`, { platformSlug: 'harbor-lend', contractAddress: ADDRESS })

/** Lets the promise callbacks queued so far run. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
}

/** Counts the GETs that reach the live API at `path` and answers each with `record`. */
function serve(path: string, record: unknown) {
  const paths: string[] = []
  server.use(
    http.get(`${BASE}${path}`, ({ request }) => {
      paths.push(`${new URL(request.url).pathname}${new URL(request.url).search}`)
      return HttpResponse.json({ data: record })
    }),
  )
  return paths
}

const hasQuery = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true }) !== undefined

let saved: ReturnType<typeof getApiConfig>
beforeEach(() => {
  saved = getApiConfig()
  setApiConfig({ baseUrl: BASE, apiKey: KEY })
})
afterEach(() => setApiConfig(saved))

describe('a route loader', () => {
  it('returns without waiting for the data, which it has asked for', async () => {
    const paths = serve('/ratings/infra/:slug', getDemoDb().catalog.infra.records[0])
    const queryClient = createQueryClient({ retry: false })
    expect(createLoaders(queryClient).provider(argsFor('/infra/granite', { slug: 'granite' }))).toBeNull()
    expect(queryClient.getQueryState(infraQueries.detail('granite').queryKey)?.fetchStatus).toBe('fetching')
    await vi.waitFor(() => expect(paths).toEqual(['/ratings/infra/granite']))
  })

  it('asks for nothing in live mode without a key: the views say how to connect', async () => {
    setApiConfig({ baseUrl: BASE, apiKey: null })
    const queryClient = createQueryClient({ retry: false })
    createLoaders(queryClient).keys(argsFor('/keys'))
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })

  it('in demo mode asks as in live mode: each request waits for the in-browser backend', async () => {
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
    const queryClient = createQueryClient({ retry: false })
    const loaders = createLoaders(queryClient)
    await loaders.keys(argsFor('/keys'))
    await loaders.defiList(argsFor('/defi'))
    const slug = toSlug(getDemoDb().catalog.infra.records[0]!.name)
    await loaders.provider(argsFor(`/infra/${slug}`, { slug }))
    for (const key of [keyQueries.list().queryKey, defiQueries.list({}).queryKey, infraQueries.detail(slug).queryKey]) {
      await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'))
    }
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  })

  it('past the credit budget asks for nothing: the views show what the cache holds and meet the hold for the rest', async () => {
    setCreditBudget(10)
    recordRequest({ time: Date.now(), method: 'GET', request: '/ratings/defi', status: 200, credits: 10, queryHash: null })
    const queryClient = createQueryClient({ retry: false })
    createLoaders(queryClient).provider(argsFor('/infra/granite', { slug: 'granite' }))
    await settle()
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(getLedgerSnapshot().entries).toHaveLength(1)
  })

  it('keeps a failure in the query for the view to show, instead of throwing', async () => {
    server.use(http.get(`${BASE}/ratings/infra/:slug`, () => HttpResponse.json({ error: { code: 'not_found', message: 'No such provider' } }, { status: 404 })))
    const queryClient = createQueryClient({ retry: false })
    expect(createLoaders(queryClient).provider(argsFor('/infra/nowhere', { slug: 'nowhere' }))).toBeNull()
    await vi.waitFor(() => expect(queryClient.getQueryState(infraQueries.detail('nowhere').queryKey)?.error).toMatchObject({ kind: 'not_found' }))
  })
})

describe('what each loader asks for', () => {
  it('a product: its record under the product query\'s key, from the path segments as the route decodes them', async () => {
    const paths = serve('/ratings/defi/:platform/:address', getDemoDb().catalog.defi.records[0])
    const queryClient = createQueryClient({ retry: false })
    createLoaders(queryClient).product(productArgs())
    await vi.waitFor(() => expect(queryClient.getQueryState(defiQueries.detail('harbor-lend', ADDRESS).queryKey)?.status).toBe('success'))
    expect(paths).toEqual([`/ratings/defi/harbor-lend/${ADDRESS}`])
  })

  it('the keys page: its keys and its usage, under the view\'s keys', async () => {
    const keys = serve('/public/billing/api-keys', [])
    const status = serve('/public/billing/status', { plan_name: 'Pro', available_credits: 100 })
    const queryClient = createQueryClient({ retry: false })
    createLoaders(queryClient).keys(argsFor('/keys'))
    await vi.waitFor(() => expect(keys).toHaveLength(1))
    await vi.waitFor(() => expect(status).toHaveLength(1))
    expect(hasQuery(queryClient, keyQueries.list().queryKey)).toBe(true)
    expect(hasQuery(queryClient, keyQueries.billingStatus().queryKey)).toBe(true)
  })

  it('a list: the view its URL names, read by the list\'s parameter definitions (invalid values dropped), and the chains its filters name', async () => {
    const lists = serve('/ratings/defi', [])
    const chains = serve('/ratings/defi/chains', [])
    const queryClient = createQueryClient({ retry: false })
    createLoaders(queryClient).defiList(argsFor('/defi?limit=25&sort=tvl&order=sideways'))
    const expected = defiQueries.list({ limit: 25, sort: 'tvl' }).queryKey
    expect(queryClient.getQueryCache().find({ queryKey: expected, exact: true })?.queryHash).toBe(hashKey(expected))
    await vi.waitFor(() => expect(lists).toHaveLength(1))
    expect(lists[0]).toContain('sort=tvl')
    expect(lists[0]).not.toContain('sideways')
    await vi.waitFor(() => expect(chains).toHaveLength(1))
  })

  it('the alerts and infrastructure lists: the views their URLs name', async () => {
    serve('/ratings/defi/alerts', [])
    serve('/ratings/defi/chains', [])
    serve('/ratings/infra', [])
    const queryClient = createQueryClient({ retry: false })
    const loaders = createLoaders(queryClient)
    await loaders.alertList(argsFor('/alerts?severity=high'))
    await loaders.infraList(argsFor('/infra?rating_gte=BBB'))
    expect(hasQuery(queryClient, alertQueries.list({ severity: ['high'] }).queryKey)).toBe(true)
    expect(hasQuery(queryClient, infraQueries.list({ rating_gte: 'BBB' }).queryKey)).toBe(true)
  })

  it('the compare page: each product its URL names, and nothing for fewer than two', async () => {
    const paths = serve('/ratings/defi/:platform/:address', getDemoDb().catalog.defi.records[0])
    const queryClient = createQueryClient({ retry: false })
    const loaders = createLoaders(queryClient)
    await loaders.compare(argsFor('/compare?items=harbor-lend:0xa'))
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    await loaders.compare(argsFor('/compare?items=harbor-lend:0xa,sable-court:0xb'))
    await vi.waitFor(() => expect(paths.toSorted()).toEqual(['/ratings/defi/harbor-lend/0xa', '/ratings/defi/sable-court/0xb']))
  })

  it('the compare page: a product whose record is cached fresh (any address case) is not asked for again', async () => {
    const paths = serve('/ratings/defi/:platform/:address', getDemoDb().catalog.defi.records[0])
    const queryClient = createQueryClient({ retry: false })
    queryClient.setQueryData(defiQueries.detail('harbor-lend', '0xAA').queryKey, { ...getDemoDb().catalog.defi.records[0], provider_name: 'Harbor Lend', contract_address: '0xAA' } as never)
    createLoaders(queryClient).compare(argsFor('/compare?items=harbor-lend:0xaa,sable-court:0xb'))
    await vi.waitFor(() => expect(paths).toEqual(['/ratings/defi/sable-court/0xb']))
    await settle()
    expect(paths).toHaveLength(1)
  })

  it('a record the cache holds fresh is not asked for again; a stale one is', async () => {
    const paths = serve('/ratings/defi/:platform/:address', { name: 'Harbor' })
    const queryClient = createQueryClient({ retry: false })
    const key = defiQueries.detail('harbor-lend', ADDRESS).queryKey
    const loaders = createLoaders(queryClient)
    queryClient.setQueryData(key, { name: 'Harbor' } as never, { updatedAt: Date.now() - 1000 })
    await loaders.product(productArgs())
    await settle()
    expect(paths).toEqual([])
    queryClient.setQueryData(key, { name: 'Harbor' } as never, { updatedAt: Date.now() - RATINGS_STALE_MS - 1 })
    await loaders.product(productArgs())
    await vi.waitFor(() => expect(paths).toHaveLength(1))
  })

  it('a provider typed by name, which its page first redirects to the slug, is not asked for under the name', async () => {
    const queryClient = createQueryClient({ retry: false })
    // No handler answers it: a request sent would also fail the test as unhandled.
    createLoaders(queryClient).provider(argsFor('/infra/Granite%20Stake', { slug: 'Granite Stake' }))
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
  it('a page whose record the stored cache holds fresh sends no request once the cache is restored (as main.tsx does, before the router)', async () => {
    const paths = serve('/ratings/defi/:platform/:address', getDemoDb().catalog.defi.records[0])
    const storage = memoryStorage()
    const persistence = createDevicePersistence(storage, async () => 'ratings-cache:reload-test', { throttleMs: 0 })
    const before = createQueryClient({ retry: false })
    const stop = persistQueryClientSubscribe({ ...persistence.options, queryClient: before })
    createLoaders(before).product(productArgs())
    await vi.waitFor(async () => expect(await storage.getItem('ratings-cache:reload-test')).toContain('harbor-lend'))
    stop()
    expect(paths).toHaveLength(1)

    const after = createQueryClient({ retry: false })
    await persistQueryClientRestore({ ...persistence.options, queryClient: after })
    createLoaders(after).product(productArgs())
    await settle()
    expect(after.getQueryState(defiQueries.detail('harbor-lend', ADDRESS).queryKey)?.status).toBe('success')
    expect(paths).toHaveLength(1)
  })
})

describe('the routes', () => {
  const routes = createRoutes(createQueryClient())
  const change = (from: string, to: string) =>
    ({ currentUrl: new URL(from, 'https://dashboard.example'), nextUrl: new URL(to, 'https://dashboard.example') }) as ShouldRevalidateFunctionArgs

  /** Every route of the table, nested ones included. */
  const allRoutes = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...allRoutes(route.children ?? [])])

  it('every loader serves a route of the table, and every route with a loader runs it on a new path only', () => {
    const table = allRoutes(routes)
    const used = new Set(table.map((route) => route.loader).filter(Boolean))
    const loaders = createLoaders(createQueryClient())
    expect(used.size).toBe(Object.keys(loaders).length)
    for (const route of table.filter((entry) => entry.loader)) {
      const path = `/${route.path?.replaceAll(/:[A-Za-z]+/g, 'x')}`
      expect(route.shouldRevalidate?.(change(path, `${path}?sort=tvl`)), route.path).toBe(false)
      expect(route.shouldRevalidate?.(change(path, '/elsewhere')), route.path).toBe(true)
    }
  })
})
