import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TIMEOUT_MS } from '../../../src/api/config'
import { getLedgerSnapshot } from '../../../src/api/credits/ledger'
import { sendFirstPageRequests } from '../../../src/app/first-page-requests'
import { createQueryClient } from '../../../src/app/query-client'
import type { Connection } from '../../../src/features/connection/connection-storage'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { recordRequests, renderRoute } from '../../render'
import { keyRecord } from '../../support/key-record'

const BASE = 'https://api.first-page.example'
const KEY = 'sr1-0123456789abcdef0123456789ab1e57'
const live: Connection = { mode: 'live', baseUrl: BASE, apiKey: KEY, remember: false }

/** What the app's start does before its first render (main.tsx), then the page itself, at `path`. */
function openFirstPage(path: string) {
  const queryClient = createQueryClient({ retry: false })
  const url = new URL(path, 'https://dashboard.example')
  const early = recordRequests()
  sendFirstPageRequests(queryClient, url, { baseUrl: BASE, apiKey: KEY, timeoutMs: DEFAULT_TIMEOUT_MS })
  renderRoute(path, { connection: live, queryClient })
  return early
}

describe('the first page of a live visit', () => {
  it('a provider is asked for once: early, and taken by the page, which charges it to the view', async () => {
    const provider = getDemoDb().catalog.infra.records.find((record) => record.rating_data)!
    server.use(http.get(`${BASE}/ratings/infra/:slug`, () => HttpResponse.json({ data: provider }, { headers: { 'x-used-credits': '3' } })))
    const requests = openFirstPage('/infra/granite-stake')
    expect(await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 8000 })).toBeInTheDocument()
    expect(requests.map((request) => request.path)).toEqual(['/ratings/infra/granite-stake'])
    expect(getLedgerSnapshot().entries).toEqual([expect.objectContaining({ request: '/ratings/infra/granite-stake', credits: 3 })])
    expect(screen.getByText('This view cost 3 credits')).toBeInTheDocument()
  })

  it('an answer that arrived before the page first rendered is still charged to its view', async () => {
    const provider = getDemoDb().catalog.infra.records.find((record) => record.rating_data)!
    server.use(http.get(`${BASE}/ratings/infra/:slug`, () => HttpResponse.json({ data: provider }, { headers: { 'x-used-credits': '3' } })))
    const queryClient = createQueryClient({ retry: false })
    sendFirstPageRequests(queryClient, { pathname: '/infra/granite-stake' }, { baseUrl: BASE, apiKey: KEY, timeoutMs: DEFAULT_TIMEOUT_MS })
    await waitFor(() => expect(getLedgerSnapshot().entries).toHaveLength(1))
    renderRoute('/infra/granite-stake', { connection: live, queryClient })
    expect(await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('This view cost 3 credits')).toBeInTheDocument()
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
