import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import * as z from 'zod'
import { apiFetch } from '../../../src/api/client'
import { DEMO_API_BASE_URL, DEMO_BACKEND_HEADER, setApiConfig } from '../../../src/api/config'
import { getLedgerSnapshot } from '../../../src/credits/ledger'
import { DEMO_BACKEND_WAIT_LIMIT_MS, watchDemoBackend } from '../../../src/features/connection/demo-requests'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'
import { recordRequests } from '../../render'

const CHAINS = `${DEMO_API_BASE_URL}/ratings/defi/chains`
const RESTART_WARNING = 'A demo request did not reach the mock backend; restarting it and sending the request again.'
/** What the web server answers to a demo request that escaped the mock worker. */
const escaped = () => new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })

describe('a demo request that does not reach the mock backend', () => {
  beforeEach(() => setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY }))
  afterEach(() => watchDemoBackend(null))

  it('carries the backend marker on every mock answer, errors included', async () => {
    const requests = recordRequests()
    await apiFetch({ path: '/ratings/defi/chains' }, z.unknown())
    await expect(apiFetch({ path: '/ratings/defi/no-such-endpoint/x/y' }, z.unknown())).rejects.toMatchObject({ status: 404 })
    expect(requests).toHaveLength(2)
    let marked = 0
    server.events.on('response:mocked', ({ response }) => {
      if (response.headers.get(DEMO_BACKEND_HEADER) === '1') marked += 1
    })
    await apiFetch({ path: '/ratings/defi/chains' }, z.unknown())
    expect(marked).toBe(1)
  })

  it('restarts the backend and sends the request again, recording only the answer that counted', async () => {
    let recoveries = 0
    let escapes = 1
    server.use(http.get(CHAINS, () => (escapes-- > 0 ? escaped() : undefined)))
    // The client says on the console that it restarts the backend: expected here, kept off the output.
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => expect(warnings.mock.calls).toEqual([[RESTART_WARNING]]))
    watchDemoBackend({ inCharge: () => true, recover: async () => void (recoveries += 1) })
    const before = getLedgerSnapshot().entries.length

    const response = await apiFetch({ path: '/ratings/defi/chains' }, z.object({ chains: z.array(z.unknown()) }))
    expect(response.data.chains.length).toBeGreaterThan(0)
    expect(recoveries).toBe(1)
    const lines = getLedgerSnapshot().entries.slice(before)
    expect(lines.map((line) => line.status)).toEqual([200])
  })

  it('gives up on a restart that never settles once the wait limit has passed, and says to reload', async () => {
    vi.useFakeTimers()
    onTestFinished(() => void vi.useRealTimers())
    watchDemoBackend({ inCharge: () => false, recover: () => new Promise(() => undefined) })
    const outcome = apiFetch({ path: '/ratings/defi/chains' }, z.unknown()).then(
      () => 'answered',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(DEMO_BACKEND_WAIT_LIMIT_MS - 1)
    await expect(Promise.race([outcome, Promise.resolve('still waiting')])).resolves.toBe('still waiting')
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toMatchObject({ kind: 'network', message: expect.stringMatching(/demo backend stopped answering.*Reload the page/) })
  })

  it('says so plainly when the backend still does not answer after the restart', async () => {
    server.use(http.get(CHAINS, () => escaped()))
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => expect(warnings.mock.calls).toEqual([[RESTART_WARNING]]))
    watchDemoBackend({ inCharge: () => true, recover: () => Promise.resolve() })
    await expect(apiFetch({ path: '/ratings/defi/chains' }, z.unknown())).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/demo backend stopped answering.*Reload the page/),
    })
  })

  it('brings the backend back before sending when the page is not served by it, once for requests that notice together', async () => {
    const requests = recordRequests()
    let inCharge = false
    let recoveries = 0
    // The restart lasts until the second request has noticed too: both notice while it is under way.
    let bothNoticedNow = () => {}
    const bothNoticed = new Promise<void>((resolve) => (bothNoticedNow = resolve))
    let noticed = 0
    watchDemoBackend({
      inCharge: () => {
        if (!inCharge && ++noticed === 2) bothNoticedNow()
        return inCharge
      },
      recover: async () => {
        recoveries += 1
        await bothNoticed
        expect(requests).toHaveLength(0)
        inCharge = true
      },
    })
    await Promise.all([apiFetch({ path: '/ratings/defi/chains' }, z.unknown()), apiFetch({ path: '/ratings/defi/chains' }, z.unknown())])
    expect(recoveries).toBe(1)
    expect(requests).toHaveLength(2)
  })

  it('leaves live answers alone: a live API sends no marker', async () => {
    setApiConfig({ baseUrl: 'https://api.example.test', apiKey: 'live-key' })
    let recoveries = 0
    watchDemoBackend({ inCharge: () => false, recover: async () => void (recoveries += 1) })
    server.use(http.get('https://api.example.test/ratings/defi/chains', () => HttpResponse.json({ chains: [] })))
    await expect(apiFetch({ path: '/ratings/defi/chains' }, z.unknown())).resolves.toMatchObject({ data: { chains: [] } })
    expect(recoveries).toBe(0)
  })
})
