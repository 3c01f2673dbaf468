import type { Query, QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client'
import { isAuthError } from '../errors'
import { ALERTS_STALE_MS, CHAINS_STALE_MS, RATINGS_STALE_MS } from '../queries/stale-times'
import type { StringStorage } from './idb-storage'

/** Bump when the shape of a cached record changes: an older stored cache is then dropped, not shown. */
export const PERSIST_BUSTER = 'ratings-v1'
/** The longest a stored cache is kept at all; each query is also dropped once its own freshness ends. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000
const RESTORE_TIMEOUT_MS = 2000

/** The freshness window of a persisted query by its key (a restored query has no options of its own yet). */
export function persistedFreshnessMs(queryKey: readonly unknown[]): number | null {
  const [area, kind] = queryKey
  if (area === 'defi' && kind === 'chains') return Math.min(CHAINS_STALE_MS, PERSIST_MAX_AGE_MS)
  if (area === 'defi' || area === 'infra') return RATINGS_STALE_MS
  if (area === 'alerts') return ALERTS_STALE_MS
  // Keys and billing status, and anything not named here: never stored.
  return null
}

export function isFreshForPersistence(query: Pick<Query, 'queryKey' | 'state'>, now = Date.now()): boolean {
  const freshness = persistedFreshnessMs(query.queryKey)
  return freshness !== null && query.state.dataUpdatedAt > 0 && now - query.state.dataUpdatedAt < freshness
}

/** Only ratings data that loaded fine and is still fresh; never keys, billing, an errored or an invalidated (known outdated) query. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>, now = Date.now()): boolean {
  return query.state.status === 'success' && !query.state.isInvalidated && isFreshForPersistence(query, now)
}

/**
 * A save asked for before a clear must not land after it (the persister
 * serializes at once, then writes when IndexedDB gets to it): each write
 * carries the clear-count of the moment it was serialized, and a stale one is
 * skipped. `deviceHolds` tells, per storage key, whether the device holds
 * queries there (unknown until read, written or removed): an empty cache is
 * not written over nothing, so a first visit to a page whose data is never
 * stored (keys, settings) writes nothing while it starts.
 */
function createPersister(storage: StringStorage, key: string, throttleTime: number, clears: () => number, deviceHolds: Map<string, boolean>): Persister {
  let serializedAt = clears()
  let serializedEmpty = false
  return createAsyncStoragePersister({
    storage: {
      getItem: async (name) => {
        const value = await storage.getItem(name)
        deviceHolds.set(name, value !== null)
        return value
      },
      setItem: async (name, value) => {
        if (serializedAt !== clears()) return
        if (serializedEmpty && deviceHolds.get(name) === false) return
        const empty = serializedEmpty
        await storage.setItem(name, value)
        deviceHolds.set(name, !empty)
      },
      removeItem: async (name) => {
        await storage.removeItem(name)
        deviceHolds.set(name, false)
      },
    },
    key,
    throttleTime,
    serialize: (client) => {
      serializedAt = clears()
      serializedEmpty = client.clientState.queries.length === 0 && client.clientState.mutations.length === 0
      return JSON.stringify(client)
    },
    // A stored cache that does not parse, or parses to something else, is dropped by the restore.
    deserialize: (text) => {
      const value: unknown = JSON.parse(text)
      if (!isPersistedClient(value)) throw new Error('The stored query cache has an unknown shape.')
      return value
    },
  })
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const state = record.clientState as Record<string, unknown> | null | undefined
  return typeof record.timestamp === 'number' && typeof record.buster === 'string' && Array.isArray(state?.queries)
}

export interface QueryPersistence {
  /** Loads the stored cache of `key` into the client (dropping one that is old, of another version or corrupt). */
  restore: (key: string) => Promise<void>
  /** Saves the ratings queries under `key` from now on; returns a stop function. */
  persistUnder: (key: string) => () => void
  /** Removes every stored cache: all connections. */
  clearAll: () => Promise<void>
}

export function createQueryPersistence(
  queryClient: QueryClient,
  storage: StringStorage,
  { throttleMs = 250 }: { throttleMs?: number } = {},
): QueryPersistence {
  // After a 401/403 nothing of this connection is stored again until the connection changes.
  let refused = false
  let clearCount = 0
  const clears = () => clearCount
  const deviceHolds = new Map<string, boolean>()
  const dehydrateOptions = { shouldDehydrateQuery: (query: Query) => !refused && shouldPersistQuery(query) }

  return {
    restore: async (key) => {
      try {
        const restoring = persistQueryClientRestore({
          queryClient,
          persister: createPersister(storage, key, throttleMs, clears, deviceHolds),
          maxAge: PERSIST_MAX_AGE_MS,
          buster: PERSIST_BUSTER,
        })
        // Queries wait for the restore: a storage that never answers must not keep the page empty.
        await Promise.race([restoring, new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))])
      } catch {
        // Already removed by the restore; the page simply loads from the API.
      }
      // What outlived its freshness while the tab was closed would be shown stale and refetched: drop it instead.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'success' && persistedFreshnessMs(query.queryKey) !== null && !isFreshForPersistence(query) })
    },
    persistUnder: (key) => {
      refused = false
      const options = { queryClient, persister: createPersister(storage, key, throttleMs, clears, deviceHolds), buster: PERSIST_BUSTER, dehydrateOptions }
      const stopSaving = persistQueryClientSubscribe(options)
      const stopWatching = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isAuthError(event.action.error)) {
          refused = true
          clearCount += 1
          deviceHolds.delete(key)
          void storage.removeItem(key)
        }
      })
      // Whatever arrived while the key was being worked out is saved now.
      void persistQueryClientSave(options)
      // Saves are throttled; a reload or a closed tab right after new data arrived must not leave the
      // previous (outdated) copy on the device, so leaving the page saves at once, unthrottled.
      const flush = () => void persistQueryClientSave({ ...options, persister: createPersister(storage, key, 0, clears, deviceHolds) })
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') flush()
      }
      globalThis.addEventListener?.('pagehide', flush)
      globalThis.document?.addEventListener('visibilitychange', onVisibility)
      return () => {
        stopSaving()
        stopWatching()
        globalThis.removeEventListener?.('pagehide', flush)
        globalThis.document?.removeEventListener('visibilitychange', onVisibility)
      }
    },
    clearAll: () => {
      clearCount += 1
      deviceHolds.clear()
      return storage.clear()
    },
  }
}
