import { createHash } from 'node:crypto'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/api/errors'
import { CACHE_KEY_PREFIX, connectionCacheKey, keyFingerprint } from '../../../../src/api/persist/cache-key'
import type { StringStorage } from '../../../../src/api/persist/idb-storage'
import { createQueryPersistence, PERSIST_BUSTER, shouldPersistQuery } from '../../../../src/api/persist/query-persistence'
import { RATINGS_STALE_MS } from '../../../../src/api/queries/stale-times'

const SECRET = 'sr1-persist-secret-key-00000000000000beef'

function memoryStorage(): StringStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => void data.set(key, value),
    removeItem: async (key) => void data.delete(key),
    clear: async () => data.clear(),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('connectionCacheKey', () => {
  it('is the base URL and a SHA-256 prefix of the key, never the key', async () => {
    const key = await connectionCacheKey({ demo: false, baseUrl: 'https://api.example.test', apiKey: SECRET })
    const expected = createHash('sha256').update(SECRET).digest('hex').slice(0, 16)
    expect(key).toBe(`${CACHE_KEY_PREFIX}https://api.example.test|${expected}`)
    expect(await keyFingerprint(SECRET)).toBe(expected)
    expect(key).not.toContain(SECRET)
    expect(key).not.toContain(SECRET.slice(-8))
  })

  it('keeps connections apart: another key, another base URL, no key, demo', async () => {
    const keys = await Promise.all([
      connectionCacheKey({ demo: false, baseUrl: 'https://api.example.test', apiKey: SECRET }),
      connectionCacheKey({ demo: false, baseUrl: 'https://api.example.test', apiKey: `${SECRET}x` }),
      connectionCacheKey({ demo: false, baseUrl: 'https://other.example.test', apiKey: SECRET }),
      connectionCacheKey({ demo: false, baseUrl: 'https://api.example.test', apiKey: null }),
      connectionCacheKey({ demo: true, baseUrl: 'https://api.example.test', apiKey: SECRET }),
    ])
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys[4]).toBe(`${CACHE_KEY_PREFIX}demo`)
  })
})

describe('shouldPersistQuery', () => {
  const now = 1_000_000_000
  const success = (dataUpdatedAt = now - 1000) => ({ status: 'success', dataUpdatedAt }) as const
  it.each([
    [['defi', 'list', null, {}], success(), true],
    [['defi', 'detail', 'harbor', '0xabc'], success(), true],
    [['defi', 'chains'], success(now - 60 * 60_000), true],
    [['infra', 'list', {}], success(), true],
    [['infra', 'detail', 'northwind'], success(), true],
    [['alerts', 'list', {}], success(), true],
    [['defi', 'list', null, {}], success(now - RATINGS_STALE_MS - 1), false],
    [['keys', 'list'], success(), false],
    [['keys', 'billing-status'], success(), false],
    [['defi', 'detail', 'harbor', '0xabc'], { status: 'error', dataUpdatedAt: now - 1000 }, false],
    // Invalidated: known to be outdated (a re-rating the demo made), so a reload must ask again.
    [['defi', 'detail', 'harbor', '0xabc'], { ...success(), isInvalidated: true }, false],
  ] as const)('%j %j → %s', (queryKey, state, expected) => {
    expect(shouldPersistQuery({ queryKey, state } as unknown as Parameters<typeof shouldPersistQuery>[0], now)).toBe(expected)
  })
})

describe('the persisted ratings cache', () => {
  const STORE_KEY = `${CACHE_KEY_PREFIX}test`
  const list = { items: [{ name: 'Harbor USDC' }], pagination: null, limit: 10, offset: 0 }

  function clientWithData() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['defi', 'list', null, { limit: 10 }], list)
    client.setQueryData(['infra', 'detail', 'northwind'], { name: 'Northwind Nodes' })
    // Things that must never reach the disk, with the key planted in them to prove it.
    client.setQueryData(['keys', 'list'], [{ api_key: SECRET, label: 'Dashboard' }])
    client.setQueryData(['keys', 'billing-status'], { plan_name: 'Starter', note: SECRET })
    return client
  }

  it('stores only the fresh ratings queries, and never the API key', async () => {
    const storage = memoryStorage()
    const client = clientWithData()
    const stop = createQueryPersistence(client, storage, { throttleMs: 0 }).persistUnder(STORE_KEY)
    await settle()
    stop()
    const serialized = [...storage.data].flat().join('\n')
    expect(serialized).toContain('Harbor USDC')
    expect(serialized).toContain('Northwind Nodes')
    expect(serialized).not.toContain(SECRET)
    expect(serialized).not.toContain('billing-status')
    expect(serialized).not.toContain('"keys"')

    const restoredClient = new QueryClient()
    await createQueryPersistence(restoredClient, storage).restore(STORE_KEY)
    expect(restoredClient.getQueryData(['defi', 'list', null, { limit: 10 }])).toEqual(list)
    expect(restoredClient.getQueryData(['keys', 'list'])).toBeUndefined()
  })

  it.each([
    ['corrupt text', '{"timestamp": 1, "buster": ', true],
    ['another shape', JSON.stringify({ hello: 'world' }), true],
    ['another version', JSON.stringify({ timestamp: Date.now(), buster: 'ratings-v0', clientState: { queries: [], mutations: [] } }), false],
    ['an old cache', JSON.stringify({ timestamp: Date.now() - 48 * 60 * 60_000, buster: PERSIST_BUSTER, clientState: { queries: [], mutations: [] } }), false],
  ])('drops %s instead of showing it', async (_, text, unreadable) => {
    // TanStack's persister logs a stored value it cannot read (the error, then a warning); expected here, so kept off the output.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    storage.data.set(STORE_KEY, text)
    const client = new QueryClient()
    await createQueryPersistence(client, storage).restore(STORE_KEY)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(storage.data.has(STORE_KEY)).toBe(false)
    expect(errors).toHaveBeenCalledTimes(unreadable ? 1 : 0)
    expect(warnings.mock.calls.map(([message]) => String(message))).toEqual(
      unreadable ? [expect.stringContaining('the persisted cache will be discarded')] : [],
    )
  })

  it('saves at once when the page is left, even inside the throttle window (a reload right after new data)', async () => {
    const storage = memoryStorage()
    const client = clientWithData()
    const stop = createQueryPersistence(client, storage, { throttleMs: 60_000 }).persistUnder(STORE_KEY)
    await settle()
    client.setQueryData(['infra', 'detail', 'northwind'], { name: 'Northwind Nodes, re-rated' })
    await settle()
    expect(storage.data.get(STORE_KEY)).not.toContain('re-rated')
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    stop()
    expect(storage.data.get(STORE_KEY)).toContain('Northwind Nodes, re-rated')
  })

  it('drops restored queries whose freshness ended while the tab was closed', async () => {
    const storage = memoryStorage()
    const source = clientWithData()
    const stop = createQueryPersistence(source, storage, { throttleMs: 0 }).persistUnder(STORE_KEY)
    await settle()
    stop()
    // Age the stored list past the ratings' freshness window.
    const stored = JSON.parse(storage.data.get(STORE_KEY) ?? '{}') as { clientState: { queries: { state: { dataUpdatedAt: number } }[] } }
    for (const query of stored.clientState.queries) query.state.dataUpdatedAt -= RATINGS_STALE_MS + 1000
    storage.data.set(STORE_KEY, JSON.stringify(stored))

    const client = new QueryClient()
    await createQueryPersistence(client, storage).restore(STORE_KEY)
    expect(client.getQueryData(['defi', 'list', null, { limit: 10 }])).toBeUndefined()
  })

  it('writes no empty cache where the device holds none, and still empties one it holds', async () => {
    const storage = memoryStorage()
    const writes = vi.spyOn(storage, 'setItem')
    // A first visit to a page whose data is never stored: read, nothing there, nothing to keep.
    const client = new QueryClient()
    client.setQueryData(['keys', 'list'], [{ label: 'Dashboard' }])
    const persistence = createQueryPersistence(client, storage, { throttleMs: 0 })
    await persistence.restore(STORE_KEY)
    const stop = persistence.persistUnder(STORE_KEY)
    await settle()
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(writes).not.toHaveBeenCalled()

    // Ratings arrive: written; then they go (removed from the client): the stored copy is emptied, not left behind.
    client.setQueryData(['infra', 'detail', 'northwind'], { name: 'Northwind Nodes' })
    await settle()
    expect(storage.data.get(STORE_KEY)).toContain('Northwind Nodes')
    client.removeQueries({ queryKey: ['infra'] })
    await settle()
    stop()
    expect(storage.data.get(STORE_KEY)).not.toContain('Northwind Nodes')
    expect(writes).toHaveBeenCalledTimes(2)
  })

  it('a clear wins over a save that was asked for just before it', async () => {
    const storage = memoryStorage()
    const client = clientWithData()
    client.setQueryData(['infra', 'detail', 'tidepool'], { name: 'Tidepool Infra' })
    const persistence = createQueryPersistence(client, storage, { throttleMs: 200 })
    const stop = persistence.persistUnder(STORE_KEY)
    // The first save lands after the throttle; wait for it rather than for a fixed time (a busy machine can be late).
    await vi.waitFor(() => expect(storage.data.get(STORE_KEY)).toContain('Tidepool'), { timeout: 5000 })
    // "Clear cached data": removing the queries one by one saves the shrinking cache at once; the clear comes after.
    client.clear()
    await persistence.clearAll()
    // Before the throttled last save: the page may be closed by then.
    await settle()
    stop()
    const stored = storage.data.get(STORE_KEY) ?? ''
    expect(stored).not.toContain('Northwind')
    expect(stored).not.toContain('Tidepool')
  })

  it('removes the stored cache after a 401 and stores nothing more for this connection', async () => {
    const storage = memoryStorage()
    const client = clientWithData()
    const stop = createQueryPersistence(client, storage, { throttleMs: 0 }).persistUnder(STORE_KEY)
    await settle()
    expect(storage.data.get(STORE_KEY)).toContain('Harbor USDC')
    await client
      .fetchQuery({
        queryKey: ['defi', 'detail', 'harbor', '0x1'],
        queryFn: () => Promise.reject(new ApiError({ kind: 'unauthorized', status: 401, message: 'user not found' })),
      })
      .catch(() => undefined)
    await settle()
    client.setQueryData(['infra', 'detail', 'tidepool'], { name: 'Tidepool Infra' })
    await settle()
    stop()
    expect(storage.data.get(STORE_KEY) ?? '').not.toContain('Harbor USDC')
    expect(storage.data.get(STORE_KEY) ?? '').not.toContain('Tidepool')
  })
})
