import { http, passthrough } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../src/app/query-client'
import { configureApi } from '../../../src/features/connection/connection-context'
import type { Connection } from '../../../src/features/connection/connection-storage'
import type { CheckTarget } from '../../../src/features/notifications/check-targets'
import { EMPTY_CHECKS, type StoredChecks } from '../../../src/features/notifications/notification-schema'
import { runCheck, type CheckOutcome } from '../../../src/features/notifications/run-check'
import { toSlug } from '../../../src/lib/slug'
import { server } from '../../../src/mocks/node'
import { BULK_DEFI, BULK_SLUG, DEFI, FAKE_LIVE_API_KEY, INFRA, startFakeLiveApi, type FakeLiveApi } from '../../e2e/fake-live-api.mjs'

const HOUR = 60 * 60_000

/*
 * The case against the local fake of the live service (real HTTP, its
 * flat prices: 33 credits a list or product, 20 a provider, 12 the alerts):
 * 20 watched (16 products and the fake's 4 providers) and 20 held products.
 */
let api: FakeLiveApi

beforeAll(async () => {
  api = await startFakeLiveApi({ port: 0 })
})
afterAll(() => api.close())

beforeEach(() => {
  api.reset()
  // The fake is a real server: its requests leave the test's mock network as they would leave the browser.
  server.use(http.all(`${api.url}/*`, () => passthrough()))
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.UTC(2026, 11, 1, 9))
  const connection: Connection = { mode: 'live', baseUrl: api.url, remember: false, apiKey: FAKE_LIVE_API_KEY }
  configureApi(connection, null)
})
afterEach(() => vi.useRealTimers())

const product = (record: (typeof DEFI)[number]): CheckTarget => ({
  kind: 'defi',
  platform: toSlug(record.provider_name),
  contract_address: record.contract_address,
  name: record.name,
  reference: null,
})

function twentyAndTwenty(): CheckTarget[] {
  return [
    ...DEFI.map(product),
    ...BULK_DEFI.slice(0, 4).map((record) => ({ ...product(record), platform: BULK_SLUG })),
    ...INFRA.map((record): CheckTarget => ({ kind: 'infra', slug: toSlug(record.name), name: record.name, reference: null })),
    ...BULK_DEFI.slice(4, 24).map((record) => ({ ...product(record), platform: BULK_SLUG })),
  ]
}

const after = (state: StoredChecks, outcome: CheckOutcome): StoredChecks => ({
  ...state,
  known: outcome.known,
  seen_alerts: outcome.seenAlerts,
  list_credits: outcome.listCredits,
  last_run: outcome.run,
})

/** What reached the fake for the API (not its test controls). */
const apiRequests = () => api.requests.filter((request) => !request.path.startsWith('/__') && request.method === 'GET')

describe('a background check against the fake of the live service', () => {
  it('costs what the fake charges: every record once, then nothing while fresh, then the lists and the alerts', async () => {
    const queryClient = createQueryClient({ retry: false })
    const targets = twentyAndTwenty()
    expect(targets).toHaveLength(40)

    const first = await runCheck(queryClient, targets, EMPTY_CHECKS)
    expect(apiRequests()).toHaveLength(41)
    expect(first.run).toMatchObject({ items: 40, requests: 41, credits: 36 * 33 + 4 * 20 + 12 })
    let state = after(EMPTY_CHECKS, first)

    const second = await runCheck(queryClient, targets, state)
    expect(second.run).toMatchObject({ requests: 0 })
    expect(apiRequests()).toHaveLength(41)
    state = after(state, second)

    // An hour on, nothing re-rated: the two lists of what was re-rated since and the alerts.
    vi.setSystemTime(Date.now() + HOUR)
    const third = await runCheck(queryClient, targets, state)
    const sent = apiRequests().slice(41)
    expect(sent.map((request) => request.path).toSorted()).toEqual(['/ratings/defi', '/ratings/defi/alerts', '/ratings/infra'])
    expect(sent.every((request) => request.search.includes('rated_at_gte') || request.path.endsWith('/alerts'))).toBe(true)
    expect(third.run).toMatchObject({ requests: 3, credits: 33 + 20 + 12 })
    expect(third.found).toEqual([])
    state = after(state, third)

    // The service re-rates a watched product: the list names it, and that one record is read.
    const watched = DEFI[4]!
    await fetch(`${api.url}/__control/defi-grade`, {
      method: 'POST',
      body: JSON.stringify({ contract_address: watched.contract_address, rating: 'D', rated_at: '2026-12-01' }),
    })
    vi.setSystemTime(Date.now() + HOUR)
    const before = apiRequests().length
    const fourth = await runCheck(queryClient, targets, state)
    const details = apiRequests().slice(before).filter((request) => request.path.split('/').length > 4)
    expect(details.map((request) => request.path.toLowerCase())).toEqual([`/ratings/defi/${toSlug(watched.provider_name)}/${watched.contract_address}`])
    expect(fourth.found).toEqual([expect.objectContaining({ kind: 'downgraded', text: `Downgraded from ${watched.rating} to D` })])
    expect(fourth.run).toMatchObject({ requests: 4, credits: 33 + 20 + 12 + 33 })
    expect(api.requests.every((request) => request.path.startsWith('/__') || request.hasKey)).toBe(true)
  })
})
