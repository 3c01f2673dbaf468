import type { Query, QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientSave, type PersistedClient, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import type { StringStorage } from './idb-storage'

/** Bump when the shape of a cached record changes: an older stored cache is then dropped, not shown. */
export const PERSIST_BUSTER = 'ratings-v1'
/** The longest a stored record is kept; whether it is asked for again is its query factory's staleTime. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000
/** Ratings, their chains, alerts and the search's name index: never the keys or the billing status. */
const STORED_AREAS: ReadonlySet<unknown> = new Set(['defi', 'infra', 'alerts', 'search'])

/** Only ratings data that loaded fine and is not known to be outdated (an invalidated query, a re-rating the demo made). */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>, now = Date.now()): boolean {
  const { status, isInvalidated, dataUpdatedAt } = query.state
  return status === 'success' && !isInvalidated && STORED_AREAS.has(query.queryKey[0]) && now - dataUpdatedAt < PERSIST_MAX_AGE_MS
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const state = record.clientState as Record<string, unknown> | null | undefined
  return typeof record.timestamp === 'number' && typeof record.buster === 'string' && Array.isArray(state?.queries)
}

export interface DevicePersistence {
  /** `persistQueryClientRestore`'s and `persistQueryClientSubscribe`'s options, less the client. */
  options: Omit<PersistQueryClientOptions, 'queryClient'>
  /** After a 401/403: this connection's stored cache is removed, and nothing is stored again until the next clear. */
  refuse: () => void
  /** Saves at once whenever the page is left (saves are throttled), until the returned stop is called. */
  saveOnLeave: (queryClient: QueryClient) => () => void
  /** Removes every stored cache (all connections): "Clear cached data", a new connection, "Forget key". */
  clearAll: () => Promise<void>
}

/**
 * The stored query cache, per connection: `storageKey` names the current
 * connection's entry (read on every read and write, so a new connection
 * writes under its own). TanStack's persister restores, saves (throttled) and
 * removes it; what is ours is what is never stored, the storage, the purge
 * on 401/403 (the query client's onError asks for it) and the clear.
 */
export function createDevicePersistence(
  storage: StringStorage,
  storageKey: () => Promise<string>,
  { throttleMs = 250 }: { throttleMs?: number } = {},
): DevicePersistence {
  // After a 401/403 nothing of this connection is stored again until the next clear.
  let refused = false
  let clears = 0

  const persister = (throttleTime: number) => {
    // A save serialized before a clear must not land after it: the write may wait on the storage.
    let serializedAt = clears
    return createAsyncStoragePersister({
      storage: {
        getItem: async () => storage.getItem(await storageKey()),
        setItem: async (_name, value) => {
          const key = await storageKey()
          if (serializedAt === clears) await storage.setItem(key, value)
        },
        removeItem: async () => storage.removeItem(await storageKey()),
      },
      throttleTime,
      serialize: (client) => {
        serializedAt = clears
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
  const options = {
    persister: persister(throttleMs),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: (query: Query) => !refused && shouldPersistQuery(query) },
  }

  return {
    options,
    refuse: () => {
      refused = true
      clears += 1
      void storageKey().then((key) => storage.removeItem(key))
    },
    saveOnLeave: (queryClient) => {
      // A reload right after new data arrived must not find the previous copy.
      const save = () => void persistQueryClientSave({ ...options, queryClient, persister: persister(0) })
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') save()
      }
      globalThis.addEventListener?.('pagehide', save)
      globalThis.document?.addEventListener('visibilitychange', onVisibility)
      return () => {
        globalThis.removeEventListener?.('pagehide', save)
        globalThis.document?.removeEventListener('visibilitychange', onVisibility)
      }
    },
    clearAll: () => {
      refused = false
      clears += 1
      return storage.clear()
    },
  }
}
