import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { setCreditBudget, getBudgetSnapshot } from '../../../src/api/credits/budget'
import { apiFetch } from '../../../src/api/client'
import type { ApiConfig } from '../../../src/api/config'
import { EARLY_ANSWER_TTL_MS, hasEarlyAnswer, sendEarly, takeEarlyAnswer } from '../../../src/api/early-answers'
import { ApiError } from '../../../src/api/errors'
import { getLedgerSnapshot } from '../../../src/api/credits/ledger'
import { server } from '../../../src/mocks/node'

const BASE = 'https://api.early-test.example'
const KEY = 'sr1-early-test-key-00000000000000000042'
const config: ApiConfig = { baseUrl: BASE, apiKey: KEY, timeoutMs: 2000 }
const PATH = '/ratings/infra/granite'
const HASH = '["infra","detail","granite"]'

/** Answers PATH with a record and counts the requests that reached the server, with the key each carried. */
function serveRecord(answer: () => Response = () => HttpResponse.json({ data: { slug: 'granite' } }, { headers: { 'x-used-credits': '7' } })) {
  const seen: Array<string | null> = []
  server.use(
    http.get(`${BASE}${PATH}`, ({ request }) => {
      seen.push(request.headers.get('x-api-key'))
      return answer()
    }),
  )
  return seen
}

const record = z.object({ slug: z.string() })

describe('answers sent early', () => {
  it('are taken by the client instead of a second request, and written to the ledger once, under the query', async () => {
    const seen = serveRecord()
    sendEarly(config, PATH, HASH)
    const response = await apiFetch({ path: PATH, queryHash: HASH }, z.object({ data: record }), config)
    expect(response).toEqual({ data: { data: { slug: 'granite' } }, usedCredits: 7 })
    expect(seen).toEqual([KEY])
    expect(getLedgerSnapshot().entries).toEqual([
      expect.objectContaining({ method: 'GET', request: PATH, status: 200, credits: 7, queryHash: HASH }),
    ])
    // Taken once: a refetch asks the API again.
    await apiFetch({ path: PATH, queryHash: HASH }, z.object({ data: record }), config)
    expect(seen).toHaveLength(2)
    expect(getLedgerSnapshot().entries).toHaveLength(2)
  })

  it('send one request for one URL, however often asked', async () => {
    const seen = serveRecord()
    sendEarly(config, PATH, HASH)
    sendEarly(config, PATH, HASH)
    await takeEarlyAnswer(`${BASE}${PATH}`, KEY)
    expect(seen).toHaveLength(1)
  })

  it('carry error answers to the client, which reports them as it would its own', async () => {
    serveRecord(() => HttpResponse.json({ error: { code: 'not_found', message: 'No such provider' } }, { status: 404 }))
    sendEarly(config, PATH, HASH)
    const error = await apiFetch({ path: PATH, queryHash: HASH }, z.unknown(), config).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('not_found')
    expect(getLedgerSnapshot().entries.map((entry) => entry.status)).toEqual([404])
  })

  it('are not given to a client holding another key', async () => {
    const seen = serveRecord()
    sendEarly(config, PATH, HASH)
    await apiFetch({ path: PATH }, z.unknown(), { ...config, apiKey: 'sr1-another-key-000000000000000000000001' })
    expect(seen).toEqual([KEY, 'sr1-another-key-000000000000000000000001'])
  })

  it('are dropped when nobody took them in time', async () => {
    serveRecord()
    const sentAt = Date.now()
    sendEarly(config, PATH, HASH, sentAt)
    expect(await takeEarlyAnswer(`${BASE}${PATH}`, KEY, sentAt + EARLY_ANSWER_TTL_MS + 1)).toBeNull()
    expect(hasEarlyAnswer(`${BASE}${PATH}`)).toBe(false)
  })

  it('that failed on the network leave the client to send the request itself, each attempt in the ledger', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}${PATH}`, () => {
        calls += 1
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: { slug: 'granite' } })
      }),
    )
    sendEarly(config, PATH, HASH)
    await apiFetch({ path: PATH, queryHash: HASH }, z.unknown(), config)
    expect(calls).toBe(2)
    expect(getLedgerSnapshot().entries.map((entry) => entry.status)).toEqual([null, 200])
  })

  it('are shown even once the credit budget is reached: they are paid for already', async () => {
    const seen = serveRecord()
    setCreditBudget(5)
    sendEarly(config, PATH, HASH)
    // The early answer itself (7 credits) reaches the budget of 5.
    const answered = apiFetch({ path: PATH, queryHash: HASH }, z.object({ data: record }), config)
    await expect(answered).resolves.toMatchObject({ data: { data: { slug: 'granite' } } })
    expect(getBudgetSnapshot().status).toBe('reached')
    // The next automatic request is held, as always.
    await expect(apiFetch({ path: PATH, queryHash: HASH }, z.unknown(), config)).rejects.toMatchObject({ kind: 'budget_hold' })
    expect(seen).toHaveLength(1)
  })
})
