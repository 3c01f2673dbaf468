import { createHash } from 'node:crypto'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { CACHE_KEY_PREFIX, connectionCacheKey, keyFingerprint } from '../../../../src/api/persist/cache-key'
import type { StringStorage } from '../../../../src/api/persist/idb-storage'
import { createDevicePersistence, PERSIST_BUSTER, PERSIST_MAX_AGE_MS, shouldPersistQuery } from '../../../../src/api/persist/query-persistence'
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
    // Past its factory's staleTime it is still kept: the factory decides whether it is asked for again.
    [['defi', 'list', null, {}], success(now - RATINGS_STALE_MS - 1), true],
    [['defi', 'list', null, {}], success(now - PERSIST_MAX_AGE_MS - 1), false],
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

  /** As restoreDeviceCache does once restored: saves on every change of the cache, and when the page is left. */
  function persisting(client: QueryClient, storage: StringStorage, throttleMs = 0) {
    const persistence = createDevicePersistence(storage, async () => STORE_KEY, { throttleMs })
    const stopSaving = persistQueryClientSubscribe({ ...persistence.options, queryClient: client })
    const stopSavingOnLeave = persistence.saveOnLeave(client)
    return {
      persistence,
      stop: () => {
        stopSaving()
        stopSavingOnLeave()
      },
    }
  }

  const restoreInto = (client: QueryClient, storage: StringStorage) =>
    persistQueryClientRestore({ ...createDevicePersistence(storage, async () => STORE_KEY).options, queryClient: client })

  function fill(client: QueryClient) {
    client.setQueryData(['defi', 'list', null, { limit: 10 }], list)
    client.setQueryData(['infra', 'detail', 'northwind'], { name: 'Northwind Nodes' })
    // Things that must never reach the disk, with the key planted in them to prove it.
    client.setQueryData(['keys', 'list'], [{ api_key: SECRET, label: 'Dashboard' }])
    client.setQueryData(['keys', 'billing-status'], { plan_name: 'Starter', note: SECRET })
  }

  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

  it('stores only the fresh ratings queries, and never the API key', async () => {
    const storage = memoryStorage()
    const client = newClient()
    const { stop } = persisting(client, storage)
    fill(client)
    await vi.waitFor(() => expect(storage.data.get(STORE_KEY)).toContain('Northwind Nodes'))
    stop()
    const serialized = [...storage.data].flat().join('\n')
    expect(serialized).toContain('Harbor USDC')
    expect(serialized).toContain('Northwind Nodes')
    expect(serialized).not.toContain(SECRET)
    expect(serialized).not.toContain('billing-status')
    expect(serialized).not.toContain('"keys"')

    const restoredClient = new QueryClient()
    await restoreInto(restoredClient, storage)
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
    // The restore rejects when it dropped what it found (PersistQueryClientProvider then calls onError).
    await restoreInto(client, storage).catch(() => undefined)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(storage.data.has(STORE_KEY)).toBe(false)
    expect(errors).toHaveBeenCalledTimes(unreadable ? 1 : 0)
    expect(warnings.mock.calls.map(([message]) => String(message))).toEqual(
      unreadable ? [expect.stringContaining('the persisted cache will be discarded')] : [],
    )
  })

  it('saves at once when the page is left, even inside the throttle window (a reload right after new data)', async () => {
    // The test's clock: a second of the throttle window passes without waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const storage = memoryStorage()
    const client = newClient()
    fill(client)
    const { stop } = persisting(client, storage, 60_000)
    // The first change is saved at once, the rest of the throttle window's later.
    client.setQueryData(['infra', 'detail', 'tidepool'], { name: 'Tidepool Infra' })
    await vi.waitFor(() => expect(storage.data.get(STORE_KEY)).toContain('Harbor USDC'))
    client.setQueryData(['infra', 'detail', 'northwind'], { name: 'Northwind Nodes, re-rated' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(storage.data.get(STORE_KEY)).not.toContain('re-rated')
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    stop()
    expect(storage.data.get(STORE_KEY)).toContain('Northwind Nodes, re-rated')
  })

  it('a clear wins over a save that was asked for just before it', async () => {
    const storage = memoryStorage()
    const client = newClient()
    const { persistence, stop } = persisting(client, storage, 200)
    fill(client)
    client.setQueryData(['infra', 'detail', 'tidepool'], { name: 'Tidepool Infra' })
    // The first save lands after the throttle; wait for it rather than for a fixed time (a busy machine can be late).
    await vi.waitFor(() => expect(storage.data.get(STORE_KEY)).toContain('Tidepool'), { timeout: 5000 })
    // "Clear cached data": removing the queries one by one saves the shrinking cache at once; the clear comes after.
    client.clear()
    await persistence.clearAll()
    // The throttled last save, serialized after the clear, writes the empty cache; nothing saved before it lands.
    await vi.waitFor(() => expect(storage.data.has(STORE_KEY)).toBe(true), { timeout: 5000 })
    stop()
    const stored = storage.data.get(STORE_KEY) ?? ''
    expect(stored).not.toContain('Northwind')
    expect(stored).not.toContain('Tidepool')
  })

  it('removes the stored cache after a refusal and stores nothing more for this connection', async () => {
    const storage = memoryStorage()
    const client = newClient()
    const { persistence, stop } = persisting(client, storage)
    fill(client)
    await vi.waitFor(() => expect(storage.data.get(STORE_KEY)).toContain('Northwind Nodes'))
    persistence.refuse()
    await vi.waitFor(() => expect(storage.data.has(STORE_KEY)).toBe(false))
    client.setQueryData(['infra', 'detail', 'tidepool'], { name: 'Tidepool Infra' })
    // The save after it writes a cache that holds nothing.
    await vi.waitFor(() => expect(storage.data.has(STORE_KEY)).toBe(true))
    stop()
    expect(storage.data.get(STORE_KEY) ?? '').not.toContain('Harbor USDC')
    expect(storage.data.get(STORE_KEY) ?? '').not.toContain('Tidepool')
  })
})
