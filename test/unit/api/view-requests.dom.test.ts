import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_API_BASE_URL, REAL_API_BASE_URL, getApiConfig, setApiConfig, type ApiConfig } from '../../../src/api/config'
import type { AlertListParams } from '../../../src/api/params/alert-params'
import { alertQueries } from '../../../src/api/queries/alert-queries'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import type { GetRequest } from '../../../src/api/queries/api-request'
import { publicBaseUrl, viewRequestLedgerLine, viewRequestUrl } from '../../../src/api/view-requests'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'
import { toSlug } from '../../../src/lib/slug'

let previous: ApiConfig
beforeEach(() => {
  previous = getApiConfig()
  setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
})
afterEach(() => setApiConfig(previous))

/** What the client really sent for one query: path and query string below the demo base, as the mock backend received it. */
async function sentBy(run: (client: QueryClient) => Promise<unknown>): Promise<string[]> {
  const sent: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    sent.push(`${url.pathname.slice(DEMO_API_BASE_URL.length)}${url.search}`)
  }
  server.events.on('request:start', listener)
  try {
    await run(new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  } finally {
    server.events.removeListener('request:start', listener)
  }
  return sent
}

async function expectSameRequest(request: GetRequest, run: (client: QueryClient) => Promise<unknown>) {
  const sent = await sentBy(run)
  expect(sent).toEqual([viewRequestLedgerLine(request)])
  // The panel's URL is that same request under the base.
  expect(viewRequestUrl('https://proxy.example/api', request)).toBe(`https://proxy.example/api${sent[0]}`)
}

describe('the API request panel shows what the client sends', () => {
  it.each([
    ['the default view', {}],
    ['filters, a sort and a page', { type: 'lending', chain: 'ethereum', tvl_gte: 1_000_000, sort: 'tvl', order: 'desc', limit: 25, offset: 50 }],
    ['an explicit sort without order (ascending)', { sort: 'apy' }],
  ] as const)('/defi: %s', async (_name, params) => {
    await expectSameRequest(defiQueries.listRequest(params), (client) => client.fetchQuery(defiQueries.list(params)))
  })

  it('/defi/:platform and a product', async () => {
    const client = new QueryClient()
    const page = await client.fetchQuery(defiQueries.list({ limit: 1 }))
    const product = page.items[0]!
    const platform = toSlug(product.provider_name)
    const params = { sort: 'users', order: 'desc', limit: 10 } as const
    await expectSameRequest(defiQueries.listRequest(params, platform), (c) => c.fetchQuery(defiQueries.list(params, platform)))
    await expectSameRequest(defiQueries.detailRequest(platform, product.contract_address), (c) =>
      c.fetchQuery(defiQueries.detail(platform, product.contract_address)),
    )
  })

  it.each([
    ['the default view', {}],
    ['a grade range, a sort and a page', { rating_gte: 'BBB', sort: 'name', order: 'desc', limit: 50, offset: 50 }],
  ] as const)('/infra: %s', async (_name, params) => {
    await expectSameRequest(infraQueries.listRequest(params), (client) => client.fetchQuery(infraQueries.list(params)))
  })

  it('a provider', async () => {
    const client = new QueryClient()
    const slug = toSlug((await client.fetchQuery(infraQueries.list({ limit: 1 }))).items[0]!.name)
    await expectSameRequest(infraQueries.detailRequest(slug), (c) => c.fetchQuery(infraQueries.detail(slug)))
  })

  it.each<[string, AlertListParams]>([
    ['the default view', {}],
    ['several severities (a comma list) and dates', { severity: ['high', 'critical'], detected_at_gte: '2025-01-01', limit: 50 }],
  ])('/alerts: %s', async (_name, params) => {
    await expectSameRequest(alertQueries.listRequest(params), (client) => client.fetchQuery(alertQueries.list(params)))
  })
})

describe('publicBaseUrl', () => {
  it('shows the real service in demo mode, and says so', () => {
    expect(publicBaseUrl(DEMO_API_BASE_URL, 'https://dash.example')).toEqual({ baseUrl: REAL_API_BASE_URL, demo: true })
  })

  it('keeps a live base URL, and makes a same-site proxy path absolute', () => {
    expect(publicBaseUrl('https://proxy.example/api', 'https://dash.example')).toEqual({ baseUrl: 'https://proxy.example/api', demo: false })
    expect(publicBaseUrl('/api', 'https://dash.example')).toEqual({ baseUrl: 'https://dash.example/api', demo: false })
  })
})
