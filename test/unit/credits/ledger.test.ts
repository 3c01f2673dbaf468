import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { apiFetch } from '../../../src/api/client'
import type { ApiConfig } from '../../../src/api/config'
import { readCredits } from '../../../src/api/transport'
import { getLedgerSnapshot, ledgerTotals, recordCacheAnswer, recordRequest, type LedgerEntry } from '../../../src/credits/ledger'
import { server } from '../../../src/mocks/node'

const BASE = 'https://api.ledger-test.example'
const SECRET = 'sr1-ledger-secret-key-0000000000000099'
const config: ApiConfig = { baseUrl: BASE, apiKey: SECRET, timeoutMs: 2000 }

function entry(credits: number | null, status: number | null = 200): Omit<LedgerEntry, 'seq'> {
  return { time: 0, method: 'GET', request: '/x', status, credits, queryHash: null }
}

describe('ledger totals', () => {
  it.each([
    { credits: [132, 33, 12], sum: 177, unreported: 0 },
    { credits: [132, null, 12], sum: 144, unreported: 1 },
    { credits: [null, null], sum: 0, unreported: 2 },
    { credits: [], sum: 0, unreported: 0 },
  ])('sums $credits to $sum with $unreported not reported', ({ credits, sum, unreported }) => {
    for (const value of credits) recordRequest(entry(value))
    const totals = ledgerTotals(getLedgerSnapshot().entries)
    expect(totals).toEqual({ credits: sum, requests: credits.length, reported: credits.length - unreported, unreported })
  })

  it('does not count a request that got no answer as unreported', () => {
    recordRequest(entry(null, null))
    expect(ledgerTotals(getLedgerSnapshot().entries)).toMatchObject({ requests: 1, unreported: 0, reported: 0 })
  })

  it('counts the views the cache answered', () => {
    recordCacheAnswer()
    recordCacheAnswer()
    expect(getLedgerSnapshot().cacheAnswers).toBe(2)
  })
})

describe('readCredits', () => {
  it.each([
    [{ 'x-used-credits': '132' }, 132],
    [{ 'x-used-credits': '0' }, 0],
    [{}, null],
    [{ 'x-used-credits': 'lots' }, null],
  ])('%j → %s', (headers, expected) => {
    expect(readCredits(new Headers(headers))).toBe(expected)
  })
})

describe('the API client records every request', () => {
  it('records method, path and query, status and credits; never the key', async () => {
    server.use(
      http.get(`${BASE}/ratings/defi`, () => HttpResponse.json({ data: [] }, { headers: { 'x-used-credits': '132' } })),
    )
    await apiFetch({ path: '/ratings/defi', params: { limit: 25, chain: 'base', type: '' }, queryHash: '["defi"]' }, z.unknown(), config)
    const [recorded] = getLedgerSnapshot().entries
    expect(recorded).toMatchObject({ method: 'GET', request: '/ratings/defi?limit=25&chain=base', status: 200, credits: 132, queryHash: '["defi"]' })
    expect(JSON.stringify(getLedgerSnapshot())).not.toContain(SECRET)
  })

  it('records "not reported" (null), not 0, when the header is missing or not exposed', async () => {
    // A browser hides a header the server did not list in Access-Control-Expose-Headers: to fetch it is simply absent.
    server.use(http.get(`${BASE}/thing`, () => HttpResponse.json({ ok: true })))
    await apiFetch({ path: '/thing' }, z.unknown(), config)
    const [recorded] = getLedgerSnapshot().entries
    expect(recorded?.credits).toBeNull()
    expect(ledgerTotals(getLedgerSnapshot().entries)).toMatchObject({ credits: 0, reported: 0, unreported: 1 })
  })

  it('records failed answers with their status and credits', async () => {
    server.use(
      http.get(`${BASE}/thing`, () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429, headers: { 'x-used-credits': '0' } }),
      ),
    )
    await expect(apiFetch({ path: '/thing' }, z.unknown(), config)).rejects.toThrow()
    expect(getLedgerSnapshot().entries[0]).toMatchObject({ status: 429, credits: 0 })
  })

  it('records a request that got no answer with no status', async () => {
    server.use(http.get(`${BASE}/thing`, () => HttpResponse.error()))
    await expect(apiFetch({ path: '/thing' }, z.unknown(), config)).rejects.toThrow()
    expect(getLedgerSnapshot().entries[0]).toMatchObject({ status: null, credits: null })
  })
})

describe('the transport with the credits middleware', () => {
  it('answers with the credits it read, and the middleware writes the same figure in the ledger', async () => {
    server.use(http.get(`${BASE}/thing`, () => HttpResponse.json({ ok: true }, { headers: { 'x-used-credits': '7' } })))
    await expect(apiFetch({ path: '/thing' }, z.object({ ok: z.boolean() }), config)).resolves.toEqual({ data: { ok: true }, usedCredits: 7 })
    expect(getLedgerSnapshot().entries).toEqual([expect.objectContaining({ request: '/thing', credits: 7, status: 200 })])
  })
})
