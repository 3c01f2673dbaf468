import { configure, screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_TIMEOUT_MS, setApiConfig } from '../../../src/api/config'
import { retryDelayMs } from '../../../src/app/query-client'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { fastRetryQueryClient, renderProbe } from './probe'

// The machine is shared: lazy routes and the seeded mock can take a moment.
configure({ asyncUtilTimeout: 5000 })

const KEYS = '/demo-api/public/billing/api-keys'
const DEFI = '/demo-api/ratings/defi'

afterEach(() => setApiConfig({ timeoutMs: DEFAULT_TIMEOUT_MS }))

function count(requests: { path: string }[], path: string): number {
  return requests.filter((request) => request.path === path).length
}

describe('server errors and network failures', () => {
  it('backs off exponentially with a little jitter, capped', () => {
    for (const [attempt, low] of [
      [0, 1000],
      [1, 2000],
      [2, 4000],
      [5, 8000],
    ] as const) {
      const value = retryDelayMs(attempt)
      expect(value).toBeGreaterThanOrEqual(low)
      expect(value).toBeLessThan(low + 250)
    }
  })

  it('a 500 is retried twice, then shows an error with "Try again" that works', async () => {
    server.use(http.get(KEYS, () => HttpResponse.json({ error: { code: 'server_error', message: 'The database is asleep.' } }, { status: 500 })))
    const { requests, user } = renderProbe('keys', fastRetryQueryClient())
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is asleep.')
    expect(count(requests, '/public/billing/api-keys')).toBe(3)

    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/\d+ keys/)).toBeInTheDocument()
    expect(count(requests, '/public/billing/api-keys')).toBe(4)
  })

  it('a network failure is retried, then explained with "Try again"', async () => {
    server.use(http.get(KEYS, () => HttpResponse.error()))
    const { requests } = renderProbe('keys', fastRetryQueryClient())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/could not be reached/)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(count(requests, '/public/billing/api-keys')).toBe(3)
  })

  it('a 4xx is never retried', async () => {
    server.use(http.get(KEYS, () => HttpResponse.json({ error: { code: 'invalid_parameter', message: 'Bad.' } }, { status: 400 })))
    const { requests } = renderProbe('keys', fastRetryQueryClient())
    await screen.findByRole('alert')
    expect(count(requests, '/public/billing/api-keys')).toBe(1)
  })
})

describe('answers that never come or make no sense', () => {
  it('a request that never answers ends by the client timeout with a message', async () => {
    setApiConfig({ timeoutMs: 150 })
    server.use(
      http.get(KEYS, async () => {
        await delay('infinite')
        return HttpResponse.json([])
      }),
    )
    renderProbe('keys')
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not answer within/)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('malformed JSON shows an error saying the answer was not JSON', async () => {
    server.use(http.get(KEYS, () => new HttpResponse('[{"id": "k1", ', { headers: { 'Content-Type': 'application/json' } })))
    renderProbe('keys')
    expect(await screen.findByRole('alert')).toHaveTextContent(/not JSON/)
  })

  it('a schema mismatch names the field that was wrong', async () => {
    server.use(http.get(DEFI, () => HttpResponse.json({ data: [{ provider_name: 'Harbor Lend', contract_address: '0xabc' }] })))
    renderProbe('defi')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/unexpected shape/)
    expect(alert).toHaveTextContent('data.0.name')
  })
})

describe('limits', () => {
  it('429 with Retry-After shows the wait, and "Try again" waits it out before asking again', async () => {
    server.use(
      http.get(KEYS, () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many requests.' } }, { status: 429, headers: { 'Retry-After': '2' } }),
      ),
    )
    const { requests, user } = renderProbe('keys', fastRetryQueryClient())
    expect(await screen.findByText(/try again in [12] s/i)).toBeInTheDocument()
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(retry).toBeDisabled()
    expect(count(requests, '/public/billing/api-keys')).toBe(1)

    await waitFor(() => expect(retry).toBeEnabled(), { timeout: 4000 })
    expect(count(requests, '/public/billing/api-keys')).toBe(1)
    server.resetHandlers()
    await user.click(retry)
    expect(await screen.findByText(/\d+ keys/)).toBeInTheDocument()
    expect(count(requests, '/public/billing/api-keys')).toBe(2)
  })

  it('402 at the credit limit explains it and points to the API keys page', async () => {
    server.use(
      http.get(DEFI, () =>
        HttpResponse.json({ error: { code: 'credit_limit_reached', message: 'The credit limit of this key is reached.' } }, { status: 402 }),
      ),
    )
    const { requests } = renderProbe('defi', fastRetryQueryClient())
    expect(await screen.findByRole('alert')).toHaveTextContent('The credit limit of this key is reached.')
    expect(screen.getByRole('link', { name: 'Open API keys' })).toHaveAttribute('href', '/keys')
    expect(count(requests, '/ratings/defi')).toBe(1)
  })
})

describe('a key revoked elsewhere mid-session', () => {
  it('the next 401 shows the banner pointing to Settings, and nothing loops', async () => {
    const { router, requests, queryClient } = renderRoute('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })

    // Someone revokes this dashboard's key from another place.
    const headers = { 'X-API-Key': DEMO_API_KEY }
    const keysUrl = new URL(KEYS, globalThis.location.href)
    const keys = (await (await fetch(keysUrl, { headers })).json()) as { id: string; api_key: string; is_active: boolean }[]
    const own = keys.find((key) => key.is_active && key.api_key.endsWith(DEMO_API_KEY.slice(-4)))
    expect(own).toBeDefined()
    const revoked = await fetch(`${keysUrl.href}/${own?.id ?? ''}`, { method: 'DELETE', headers })
    expect(revoked.status).toBe(204)

    requests.length = 0
    await router.navigate('/')
    const banner = await screen.findByText(/Requests need a working API key/)
    expect(banner.closest('[role="alert"]')).toHaveTextContent(/revoked/i)
    expect(screen.getByRole('link', { name: 'Open Settings to connect with another key' })).toHaveAttribute('href', '/settings')

    // Every request answered and none retrying: a loop would have sent its first 401's request again by now.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    const seen = requests.length
    expect(seen).toBeGreaterThan(0)
    // One request per view on the page at most, none repeated.
    expect(new Set(requests.map((request) => `${request.path}?${request.search.toString()}`)).size, 'no request loop after the 401').toBe(seen)
  })
})
