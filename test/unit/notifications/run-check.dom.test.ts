import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_API_BASE_URL } from '../../../src/api/config'
import { createQueryClient } from '../../../src/app/query-client'
import { configureApi } from '../../../src/features/connection/connection-context'
import type { CheckTarget } from '../../../src/features/notifications/check-targets'
import { EMPTY_CHECKS, type StoredChecks } from '../../../src/features/notifications/notification-schema'
import { runCheck, type CheckOutcome } from '../../../src/features/notifications/run-check'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb, simulateDemoRatingChange } from '../../../src/mocks/db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'
import { recordRequests, demoConnection } from '../../render'

const HOUR = 60 * 60_000

/** 20 watched (15 products, 5 providers) and 20 held products, none twice: the case. */
function twentyAndTwenty(): CheckTarget[] {
  const { defi, infra } = getDemoDb().catalog
  const product = (index: number): CheckTarget => {
    const record = defi.records[index]!
    return { kind: 'defi', platform: toSlug(record.provider_name), contract_address: record.contract_address, name: record.name, reference: null }
  }
  return [
    ...Array.from({ length: 15 }, (_, index) => product(index)),
    ...infra.records.slice(0, 5).map((record): CheckTarget => ({ kind: 'infra', slug: toSlug(record.name), name: record.name, reference: null })),
    ...Array.from({ length: 20 }, (_, index) => product(100 + index)),
  ]
}

/** The state a scheduler keeps after a check. */
function after(state: StoredChecks, outcome: CheckOutcome): StoredChecks {
  return { ...state, known: outcome.known, seen_alerts: outcome.seenAlerts, list_credits: outcome.listCredits, last_run: outcome.run }
}

beforeEach(() => {
  // The demo's records are dated from the moment its catalog was built (the first test's first request): the checks
  // run from that moment, whatever today's date is.
  const seeded = Date.parse(getDemoDb().catalog.seed.now)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(seeded)
  configureApi(demoConnection, DEMO_API_KEY)
})
afterEach(() => vi.useRealTimers())

describe('a background check', () => {
  it('reads each record once, then nothing while all are fresh, then only lists and what they show re-rated', async () => {
    const queryClient = createQueryClient({ retry: false })
    const targets = twentyAndTwenty()
    // The same product on the watchlist and in a portfolio is read once.
    const withDuplicate = [...targets, { ...targets[0]!, contract_address: targets[0]!.kind === 'defi' ? targets[0]!.contract_address.toUpperCase() : '' } as CheckTarget]
    const requests = recordRequests()

    const first = await runCheck(queryClient, withDuplicate, EMPTY_CHECKS)
    expect(first.run.items).toBe(40)
    // 40 detail reads and one alerts request; the first check learns the alerts, it does not announce them.
    expect(first.run.requests).toBe(41)
    expect(requests).toHaveLength(41)
    expect(first.found).toEqual([])
    let state = after(EMPTY_CHECKS, first)

    // Everything fresh in the cache: a check sends nothing at all.
    const second = await runCheck(queryClient, targets, state)
    expect(second.run.requests).toBe(0)
    expect(requests).toHaveLength(41)
    state = after(state, second)

    // An hour on, nothing re-rated: one list per kind (and the alerts), no detail read.
    vi.setSystemTime(Date.now() + HOUR)
    const third = await runCheck(queryClient, targets, state)
    const sent = requests.slice(41).map((request) => request.path)
    expect(sent).toEqual(expect.arrayContaining(['/ratings/defi', '/ratings/infra', '/ratings/defi/alerts']))
    expect(sent.some((path) => path.split('/').length > 4)).toBe(false)
    expect(third.found).toEqual([])
    state = after(state, third)

    // The demo re-rates a held product: the next check finds it in the list and reads that one record.
    const held = targets[30]!
    if (held.kind !== 'defi') throw new Error('a held product')
    const outcome = simulateDemoRatingChange({ kind: 'defi', platformSlug: held.platform, contractAddress: held.contract_address })
    vi.setSystemTime(Date.now() + HOUR)
    const before = requests.length
    const fourth = await runCheck(queryClient, targets, state)
    const details = requests.slice(before).filter((request) => request.path.split('/').length > 4)
    expect(details.map((request) => decodeURIComponent(request.path))).toEqual([`/ratings/defi/${held.platform}/${held.contract_address}`])
    expect(fourth.found).toEqual([
      expect.objectContaining({ kind: 'downgraded', text: `Downgraded from ${outcome.from} to ${outcome.to}`, item: expect.objectContaining({ name: held.name }) }),
    ])
    // Every request of the checks went through the API client, the key only in its header.
    for (const request of requests) {
      expect(request.path.startsWith('/ratings/')).toBe(true)
      expect(request.search.toString()).not.toContain(DEMO_API_KEY)
    }
  })

  it('compares a first check with the grade the person last saw, and names a record the API no longer finds', async () => {
    const queryClient = createQueryClient({ retry: false })
    const [watched, gone] = twentyAndTwenty()
    if (watched?.kind !== 'defi' || gone?.kind !== 'defi') throw new Error('two products')
    const record = getDemoDb().catalog.defi.records[0]!
    server.use(http.get(`${DEMO_API_BASE_URL}/ratings/defi/${gone.platform}/:address`, ({ params }) =>
      params.address === gone.contract_address ? HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 }) : undefined,
    ))
    const seen = { rating: 'AAA', rated_at: '2020-01-01', potential_rating: null }
    const outcome = await runCheck(queryClient, [{ ...watched, reference: record.rating === 'AAA' ? { ...seen, rating: 'D' } : seen }, gone], EMPTY_CHECKS)
    expect(outcome.found.map((found) => [found.kind, found.text])).toEqual([
      [record.rating === 'AAA' ? 'upgraded' : 'downgraded', record.rating === 'AAA' ? `Upgraded from D to AAA` : `Downgraded from AAA to ${record.rating}`],
      ['not_found', 'No longer found by the API'],
    ])
    expect(outcome.known[`defi:${gone.platform}:${gone.contract_address.toLowerCase()}`]).toEqual({ snapshot: null })
  })

  it('tells a new high or critical alert of a watched platform, once', async () => {
    const queryClient = createQueryClient({ retry: false })
    const targets = twentyAndTwenty().slice(0, 3)
    const first = await runCheck(queryClient, targets, EMPTY_CHECKS)
    const platform = targets[0]!.kind === 'defi' ? targets[0]!.platform : ''
    const alert = {
      id: 'fresh-critical', protocol: platform, protocol_name: targets[0]!.name, product: null, contract_address: null, chain: 'Ethereum',
      severity: 'critical', title: 'Bridge delay over 6 hours', description: null, detected_at: new Date().toISOString(), tx_hash: null, source_url: null,
    }
    server.use(http.get(`${DEMO_API_BASE_URL}/ratings/defi/alerts`, () => HttpResponse.json({ data: [alert], pagination: { total_count: 1, limit: 100, offset: 0 } }, { headers: { 'x-used-credits': '24' } })))
    vi.setSystemTime(Date.now() + HOUR)
    const state = after(EMPTY_CHECKS, first)
    const second = await runCheck(queryClient, targets, state)
    expect(second.found).toEqual([expect.objectContaining({ kind: 'alert', text: 'New critical alert: Bridge delay over 6 hours', item: { kind: 'platform', platform, name: targets[0]!.name } })])
    vi.setSystemTime(Date.now() + HOUR)
    const third = await runCheck(queryClient, targets, after(state, second))
    expect(third.found).toEqual([])
  })
})
