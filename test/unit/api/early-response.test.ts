import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchOne } from '../../../src/api/client'
import { getApiConfig, setApiConfig, type ApiConfig } from '../../../src/api/config'
import { sendEarlyRequest, takeEarlyResponse } from '../../../src/api/early-response'
import { isApiError } from '../../../src/api/errors'
import { defiRatingSchema } from '../../../src/api/schemas/defi'
import { getLedgerSnapshot } from '../../../src/credits/ledger'
import { server } from '../../../src/mocks/node'

const BASE = 'https://api.early-test.example'
const KEY = 'sr1-early-test-key-00000000000000000001'
const PATH = '/ratings/defi/harbor-lend/0xabc'
const RECORD = { name: 'Vault One', provider_name: 'Harbor Lend', contract_address: '0xabc', rating: 'A' }

let previous: ApiConfig
beforeEach(() => {
  previous = getApiConfig()
  setApiConfig({ baseUrl: BASE, apiKey: KEY, timeoutMs: 2000 })
})
afterEach(() => {
  setApiConfig(previous)
  vi.useRealTimers()
})

/** Answers GETs of PATH with RECORD, after `waitMs`, and records each request's key header. */
function serve(waitMs = 0) {
  const keys: (string | null)[] = []
  server.use(
    http.get(`${BASE}${PATH}`, async ({ request }) => {
      keys.push(request.headers.get('x-api-key'))
      if (waitMs > 0) await delay(waitMs)
      return HttpResponse.json({ data: RECORD }, { headers: { 'x-used-credits': '1' } })
    }),
  )
  return keys
}

describe('an early request', () => {
  it('is sent at once, with the key in a header, and its answer is what the transport then reads: one request, one ledger line', async () => {
    const keys = serve()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    sendEarlyRequest(PATH)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const response = await fetchOne(PATH, defiRatingSchema, { queryHash: 'q' })
    expect(response.data.name).toBe('Vault One')
    expect(response.usedCredits).toBe(1)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(keys).toEqual([KEY])
    expect(getLedgerSnapshot().entries).toMatchObject([{ method: 'GET', request: PATH, status: 200, credits: 1, queryHash: 'q' }])
  })

  it('is taken once: the next request for the same record goes to the API again', async () => {
    const keys = serve()
    sendEarlyRequest(PATH)
    await fetchOne(PATH, defiRatingSchema)
    await fetchOne(PATH, defiRatingSchema)
    expect(keys).toHaveLength(2)
  })

  it('is not sent twice while one waits, and is not taken under another key', async () => {
    const keys = serve()
    sendEarlyRequest(PATH)
    sendEarlyRequest(PATH)
    const signal = new AbortController().signal
    expect(takeEarlyResponse(`${BASE}${PATH}`, 'sr1-another-key', signal)).toBeNull()
    expect(takeEarlyResponse(`${BASE}/ratings/defi`, KEY, signal)).toBeNull()
    expect(takeEarlyResponse(`${BASE}${PATH}`, KEY, signal)).not.toBeNull()
    await vi.waitFor(() => expect(keys).toEqual([KEY]))
  })

  it('times out with the transport that took it', async () => {
    serve(5000)
    setApiConfig({ timeoutMs: 50 })
    sendEarlyRequest(PATH)
    const error = await fetchOne(PATH, defiRatingSchema).catch((caught: unknown) => caught)
    expect(isApiError(error) && error.kind).toBe('timeout')
  })

  it('nobody takes is cancelled after a minute, and a later request asks the API afresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const keys = serve()
    sendEarlyRequest(PATH)
    await vi.waitFor(() => expect(keys).toHaveLength(1))
    vi.advanceTimersByTime(60_000)
    expect(takeEarlyResponse(`${BASE}${PATH}`, KEY, new AbortController().signal)).toBeNull()
    vi.useRealTimers()
    await fetchOne(PATH, defiRatingSchema)
    expect(keys).toHaveLength(2)
    expect(getLedgerSnapshot().entries).toHaveLength(1)
  })
})
