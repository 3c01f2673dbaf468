import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { getLedgerSnapshot } from '../../../src/credits/ledger'
import { createQueryClient } from '../../../src/app/query-client'
import { createRoutes } from '../../../src/app/routes'
import { ConnectionProvider, configureApi } from '../../../src/features/connection/connection-context'
import type { Connection } from '../../../src/features/connection/connection-storage'
import { getDemoDb } from '../../../src/mocks/db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { createHandlers } from '../../../src/mocks/handlers'
import { server } from '../../../src/mocks/node'
import { AppRouter, recordRequests, renderRoute } from '../../render'
import { keyRecord } from '../../support/key-record'

const BASE = 'https://api.first-page.example'
const KEY = 'sr1-0123456789abcdef0123456789ab1e57'
const live: Connection = { mode: 'live', baseUrl: BASE, apiKey: KEY, remember: false }

/** The page at `path`, its route's loader and its view: every request either sent. */
function openFirstPage(path: string, connection = live) {
  return renderRoute(path, { connection }).requests
}

function routeAt(routes: RouteObject[], path: string): RouteObject {
  for (const route of routes) {
    if (route.path === path) return route
    const found = route.children && routeAt(route.children, path)
    if (found) return found
  }
  throw new Error(`no route ${path}`)
}

/** The app's routes at `path`, with the page's code held back until `arrives` settles. */
function openWithViewHeld(path: string, pattern: string, arrives: () => Promise<unknown>, from?: string) {
  const queryClient = createQueryClient({ retry: false })
  configureApi(live, null)
  const routes = createRoutes(queryClient)
  const route = routeAt(routes, pattern)
  const load = route.lazy
  if (typeof load !== 'function') throw new Error(`${pattern} has no lazy module`)
  route.lazy = async () => {
    await arrives()
    return load()
  }
  const requests = recordRequests()
  const router = createMemoryRouter(routes, { initialEntries: [from ?? path] })
  render(
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={live}>
        <AppRouter router={router} />
      </ConnectionProvider>
    </QueryClientProvider>,
  )
  if (from) void router.navigate(path)
  return requests
}

describe('the first page of a live visit', () => {
  it('a provider is asked for once: by the loader, joined by the page, which charges it to the view', async () => {
    const provider = getDemoDb().catalog.infra.records.find((record) => record.rating_data)!
    server.use(http.get(`${BASE}/ratings/infra/:slug`, () => HttpResponse.json({ data: provider }, { headers: { 'x-used-credits': '3' } })))
    const requests = openFirstPage('/infra/granite-stake')
    expect(await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 8000 })).toBeInTheDocument()
    expect(requests.map((request) => request.path)).toEqual(['/ratings/infra/granite-stake'])
    expect(getLedgerSnapshot().entries).toEqual([expect.objectContaining({ request: '/ratings/infra/granite-stake', credits: 3 })])
    expect(screen.getByText('This view cost 3 credits')).toBeInTheDocument()
  })

  it('the first page\'s request starts before the view\'s code arrives, and is charged to the view', async () => {
    const provider = getDemoDb().catalog.infra.records.find((record) => record.rating_data)!
    server.use(http.get(`${BASE}/ratings/infra/:slug`, () => HttpResponse.json({ data: provider }, { headers: { 'x-used-credits': '3' } })))
    // The page's code is held until the answer is in the ledger: without the loader, it never would be.
    const requests = openWithViewHeld('/infra/granite-stake', 'infra/:slug', () =>
      waitFor(() => expect(getLedgerSnapshot().entries).toHaveLength(1), { timeout: 8000 }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 10_000 })).toBeInTheDocument()
    expect(requests.map((request) => request.path)).toEqual(['/ratings/infra/granite-stake'])
    expect(screen.getByText('This view cost 3 credits')).toBeInTheDocument()
  })

  it('a later page\'s request also starts before its code arrives, and is charged to that view', async () => {
    const provider = getDemoDb().catalog.infra.records.find((record) => record.rating_data)!
    server.use(http.get(`${BASE}/ratings/infra/:slug`, () => HttpResponse.json({ data: provider }, { headers: { 'x-used-credits': '3' } })))
    const requests = openWithViewHeld(
      '/infra/granite-stake',
      'infra/:slug',
      () => waitFor(() => expect(getLedgerSnapshot().entries).toHaveLength(1), { timeout: 8000 }),
      '/settings',
    )
    expect(await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 10_000 })).toBeInTheDocument()
    expect(requests.map((request) => request.path)).toEqual(['/ratings/infra/granite-stake'])
    expect(screen.getByText('This view cost 3 credits')).toBeInTheDocument()
  })

  it('a list page asks once for the list its URL names, parsed as its view parses it', async () => {
    // The demo backend's answers, served on the live base URL.
    server.use(...createHandlers(BASE))
    const requests = openFirstPage('/defi?limit=25&sort=tvl&order=asc', { ...live, apiKey: DEMO_API_KEY })
    expect(await screen.findByRole('table', {}, { timeout: 8000 })).toBeInTheDocument()
    await waitFor(() => expect(requests.map((request) => request.path).toSorted()).toEqual(['/ratings/defi', '/ratings/defi/chains']))
    const list = requests.find((request) => request.path === '/ratings/defi')!
    expect(Object.fromEntries(list.search)).toMatchObject({ limit: '25', sort: 'tvl', order: 'asc' })
  })

  it('the keys page asks for the keys and the billing status once each', async () => {
    server.use(
      http.get(`${BASE}/public/billing/api-keys`, () =>
        HttpResponse.json([keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000031', label: 'Mine', api_key: 'sr1-****-1e57' })]),
      ),
      http.get(`${BASE}/public/billing/status`, () =>
        HttpResponse.json({ plan_name: 'Pro', available_credits: 10, monthly_quota: 100, subscribed_at: null, requests_allowed: true, billing_date: null }),
      ),
    )
    const requests = openFirstPage('/keys')
    expect(await screen.findByRole('table', { name: /API keys of this account \(1 shown/ }, { timeout: 8000 })).toBeInTheDocument()
    expect(await screen.findByText('Pro')).toBeInTheDocument()
    expect(requests.map((request) => request.path).toSorted()).toEqual(['/public/billing/api-keys', '/public/billing/status'])
    expect(getLedgerSnapshot().entries).toHaveLength(2)
  })
})
