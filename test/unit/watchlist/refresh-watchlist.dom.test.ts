import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_API_BASE_URL, getApiConfig, setApiConfig } from '../../../src/api/config'
import { createQueryClient } from '../../../src/app/query-client'
import { refreshWatchlist, type RefreshProgress } from '../../../src/features/watchlist/refresh-watchlist'
import { currentStateOf, detailKeyFor } from '../../../src/features/watchlist/watched-queries'
import type { WatchedItem } from '../../../src/features/watchlist/watchlist-schema'
import { toSlug } from '../../../src/lib/slug'
import { setMockControls } from '../../../src/mocks/controls'
import { getDemoDb } from '../../../src/mocks/db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'

const seen = { rating: null, rated_at: null, potential_rating: null }

/** 40 products and 10 providers of the demo data. */
function fiftyItems(): WatchedItem[] {
  const { defi, infra } = getDemoDb().catalog
  return [
    ...defi.records.slice(0, 40).map(
      (r): WatchedItem => ({ kind: 'defi', platform: toSlug(r.provider_name), contract_address: r.contract_address, name: r.name, seen }),
    ),
    ...infra.records.slice(0, 10).map((r): WatchedItem => ({ kind: 'infra', slug: toSlug(r.name), name: r.name, seen })),
  ]
}

/** Counts what reaches the mock backend: requests, 429s, and the most in flight at once. */
function watchTraffic() {
  const traffic = { requests: 0, rateLimited: 0, inFlight: 0, maxInFlight: 0 }
  server.events.on('request:start', () => {
    traffic.requests += 1
    traffic.inFlight += 1
    traffic.maxInFlight = Math.max(traffic.maxInFlight, traffic.inFlight)
  })
  server.events.on('response:mocked', ({ response }) => {
    traffic.inFlight -= 1
    if (response.status === 429) traffic.rateLimited += 1
  })
  return traffic
}

/** The fetches of the records on their way (each leaves the set once the runner has its answer). */
const onTheirWay = new Set<Promise<unknown>>()

/**
 * The clock the mock's rate limiter and the runner read: a wait moves it to
 * its end instead of passing real time. Requests already on their way are
 * answered first, as they would be within a second.
 */
const virtualSleep = async (ms: number) => {
  const end = Date.now() + ms
  await Promise.all(onTheirWay)
  if (Date.now() < end) vi.setSystemTime(end)
}

const previousConfig = getApiConfig()
beforeEach(() => {
  const fetchQuery = QueryClient.prototype.fetchQuery
  vi.spyOn(QueryClient.prototype, 'fetchQuery').mockImplementation(function (this: QueryClient, options) {
    const answer = fetchQuery.call(this, options)
    const landed: Promise<unknown> = answer.catch(() => undefined).finally(() => onTheirWay.delete(landed))
    onTheirWay.add(landed)
    return answer
  })
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
  setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  setApiConfig(previousConfig)
  server.events.removeAllListeners()
})

describe('refreshWatchlist', () => {
  it('sends one request per item, at most 4 at a time, and reports progress', async () => {
    const queryClient = createQueryClient({ retry: false })
    const traffic = watchTraffic()
    const progress: RefreshProgress[] = []
    const items = fiftyItems()
    const summary = await refreshWatchlist(queryClient, items, { sleep: virtualSleep, onProgress: (p) => progress.push(p) })
    expect(summary).toMatchObject({ total: 50, requests: 50, fromCache: 0, rateLimitWaits: 0, failed: 0, cancelled: false })
    expect(traffic.requests).toBe(50)
    expect(traffic.maxInFlight).toBeLessThanOrEqual(4)
    expect(traffic.maxInFlight).toBeGreaterThan(1)
    expect(progress.at(-1)).toEqual({ done: 50, total: 50, waitingSeconds: null })
    expect(progress.map((p) => p.done)).toEqual(progress.map((p) => p.done).toSorted((a, b) => a - b))
    for (const item of items) expect(currentStateOf(queryClient.getQueryState(detailKeyFor(item))).status).toBe('ok')
  })

  it('reuses fresh cached records and asks again for invalidated ones', async () => {
    const queryClient = createQueryClient({ retry: false })
    const items = fiftyItems().slice(0, 6)
    await refreshWatchlist(queryClient, items, { sleep: virtualSleep })
    const traffic = watchTraffic()
    expect(await refreshWatchlist(queryClient, items, { sleep: virtualSleep })).toMatchObject({ requests: 0, fromCache: 6 })
    await queryClient.invalidateQueries({ queryKey: detailKeyFor(items[2]!), refetchType: 'none' })
    expect(await refreshWatchlist(queryClient, items, { sleep: virtualSleep })).toMatchObject({ requests: 1, fromCache: 5 })
    // Past the freshness window (10 minutes) every record is asked again.
    vi.setSystemTime(Date.now() + 11 * 60_000)
    expect(await refreshWatchlist(queryClient, items, { sleep: virtualSleep })).toMatchObject({ requests: 6, fromCache: 0 })
    expect(traffic.requests).toBe(7)
  })

  it('asks again for every item, fresh or not, when the person presses Refresh (force)', async () => {
    const queryClient = createQueryClient({ retry: false })
    const items = fiftyItems().slice(0, 6)
    await refreshWatchlist(queryClient, items, { sleep: virtualSleep })
    const traffic = watchTraffic()
    expect(await refreshWatchlist(queryClient, items, { sleep: virtualSleep, force: true })).toMatchObject({ requests: 6, fromCache: 0 })
    expect(traffic.requests).toBe(6)
  })

  it('leaves a 404 in the cache as "not found", without retrying it', async () => {
    const queryClient = createQueryClient({ retry: true })
    const gone: WatchedItem = { kind: 'infra', slug: 'no-such-provider', name: 'Gone', seen }
    const traffic = watchTraffic()
    const summary = await refreshWatchlist(queryClient, [gone], { sleep: virtualSleep })
    expect(summary).toMatchObject({ requests: 1, failed: 1 })
    expect(traffic.requests).toBe(1)
    expect(currentStateOf(queryClient.getQueryState(detailKeyFor(gone)))).toEqual({ status: 'not_found', lastKnown: null })
  })

  it('stops sending when cancelled', async () => {
    const queryClient = createQueryClient({ retry: false })
    const controller = new AbortController()
    const summary = await refreshWatchlist(queryClient, fiftyItems(), {
      sleep: virtualSleep,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 8) controller.abort()
      },
    })
    expect(summary.cancelled).toBe(true)
    expect(summary.requests).toBeLessThan(16)
  })
})

describe('50 items against the mock backend with its rate limit on (the figures in docs/features.md)', () => {
  async function measure(perMinute: number, usedBefore: number) {
    setMockControls({ rateLimitPerMinute: perMinute })
    const queryClient = createQueryClient({ retry: false })
    // Requests the person made just before (other pages), inside the same minute.
    for (const item of fiftyItems().slice(0, usedBefore)) await queryClient.fetchQuery({ queryKey: ['warm', item.name], queryFn: () => fetch(`${DEMO_API_BASE_URL}/ratings/infra?limit=1`, { headers: { 'X-API-Key': DEMO_API_KEY } }) })
    const traffic = watchTraffic()
    const waits: number[] = []
    const items = fiftyItems()
    const started = Date.now()
    const summary = await refreshWatchlist(queryClient, items, {
      sleep: virtualSleep,
      onProgress: (p) => {
        if (p.waitingSeconds !== null) waits.push(p.waitingSeconds)
      },
    })
    const figures = {
      perMinute,
      usedBefore,
      requests: traffic.requests,
      answered429: traffic.rateLimited,
      maxInFlight: traffic.maxInFlight,
      waitedSeconds: (Date.now() - started) / 1000,
    }
    console.log('50-item refresh', JSON.stringify(figures))
    expect(summary.failed).toBe(0)
    // No row ever shows the 429 as an error: every item ends with its record.
    for (const item of items) expect(currentStateOf(queryClient.getQueryState(detailKeyFor(item))).status).toBe('ok')
    expect(traffic.requests).toBe(50 + traffic.rateLimited)
    return { figures, waits, summary }
  }

  it('at the real limit (60 a minute) with a fresh minute: 50 requests, no 429, no wait', async () => {
    const { figures } = await measure(60, 0)
    expect(figures).toMatchObject({ requests: 50, answered429: 0, waitedSeconds: 0 })
  })

  it('at the real limit after 30 requests elsewhere: waits for Retry-After, then completes', async () => {
    const { figures, waits } = await measure(60, 30)
    expect(figures.answered429).toBeGreaterThan(0)
    expect(figures.answered429).toBeLessThanOrEqual(8)
    expect(waits.length).toBeGreaterThan(0)
    expect(figures.waitedSeconds).toBeLessThanOrEqual(61)
  })

  it('with the limit lowered to 20 a minute: three windows, all 50 records', async () => {
    const { figures, summary } = await measure(20, 0)
    expect(summary.rateLimitWaits).toBe(figures.answered429)
    expect(figures.waitedSeconds).toBeGreaterThanOrEqual(120)
    expect(figures.waitedSeconds).toBeLessThanOrEqual(125)
  })
})
