import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { apiFetch } from '../../../src/api/client'
import { DEMO_API_BASE_URL, setApiConfig } from '../../../src/api/config'
import { DEMO_BACKEND_WAIT_LIMIT_MS, holdRequestsUntil, startHeldBackend } from '../../../src/features/connection/demo-requests'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { recordRequests } from '../../render'

describe('requests held until the demo backend is ready', () => {
  it('starts the backend once, with the first request, sends nothing before it is ready, then uses the key it brought', async () => {
    const requests = recordRequests()
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: null })
    let start!: () => void
    let starts = 0
    holdRequestsUntil(() => {
      starts += 1
      return new Promise<void>((resolve) => {
        start = () => {
          setApiConfig({ apiKey: DEMO_API_KEY })
          resolve()
        }
      })
    })
    expect(starts).toBe(0)

    const pending = apiFetch({ path: '/ratings/defi/chains' }, z.unknown())
    // The request has asked for the backend, which it would have done before sending anything.
    await vi.waitFor(() => expect(starts).toBe(1))
    expect(requests).toHaveLength(0)

    const second = apiFetch({ path: '/ratings/defi/chains' }, z.unknown())
    start()
    await expect(pending).resolves.toMatchObject({ data: { chains: expect.any(Array) } })
    await expect(second).resolves.toBeDefined()
    expect(starts).toBe(1)
    expect(requests).toHaveLength(2)
    expect(requests[0]!.headers.get('x-api-key')).toBe(DEMO_API_KEY)
  })

  it('starts the backend at once when asked (beside the first render), and requests wait for that same start', async () => {
    const requests = recordRequests()
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: null })
    let ready!: () => void
    let starts = 0
    holdRequestsUntil(() => {
      starts += 1
      return new Promise<void>((resolve) => {
        ready = () => {
          setApiConfig({ apiKey: DEMO_API_KEY })
          resolve()
        }
      })
    })
    startHeldBackend()
    expect(starts).toBe(1)
    const pending = apiFetch({ path: '/ratings/defi/chains' }, z.unknown())
    startHeldBackend()
    await Promise.resolve()
    expect(requests).toHaveLength(0)
    ready()
    await expect(pending).resolves.toBeDefined()
    expect(starts).toBe(1)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.headers.get('x-api-key')).toBe(DEMO_API_KEY)
  })

  it('turns a backend that failed to start into a readable network error', async () => {
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
    holdRequestsUntil(() => Promise.reject(new Error('service workers are blocked')))
    await expect(apiFetch({ path: '/ratings/defi/chains' }, z.unknown())).rejects.toMatchObject({
      kind: 'network',
      message: 'The demo backend could not start in this browser.',
    })
    // Once settled, the hold is gone: the next request goes through.
    await expect(apiFetch({ path: '/ratings/defi/chains' }, z.unknown())).resolves.toBeDefined()
  })
  it('gives up on a start that never settles, with the same readable error, once the wait limit has passed', async () => {
    vi.useFakeTimers()
    try {
      setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
      holdRequestsUntil(() => new Promise(() => undefined))
      const pending = apiFetch({ path: '/ratings/defi/chains' }, z.unknown())
      const outcome = pending.then(
        () => 'answered',
        (error: unknown) => error,
      )
      await vi.advanceTimersByTimeAsync(DEMO_BACKEND_WAIT_LIMIT_MS - 1)
      await expect(Promise.race([outcome, Promise.resolve('still waiting')])).resolves.toBe('still waiting')
      await vi.advanceTimersByTimeAsync(1)
      await expect(outcome).resolves.toMatchObject({ kind: 'network', message: 'The demo backend could not start in this browser.' })
    } finally {
      vi.useRealTimers()
    }
  })
})
