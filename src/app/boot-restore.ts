import type { QueryClient } from '@tanstack/react-query'
import { connectionCacheKey, type CacheOwner } from '../api/persist/cache-key'
import { deviceCacheStorage } from '../api/persist/device-cache'
import { createQueryPersistence, type QueryPersistence } from '../api/persist/query-persistence'

/** A read of the stored cache begun at start-up, for CachePersistence to take over. */
export interface BootRestore {
  persistence: QueryPersistence | null
  /** The cache key of the connection the page started with. */
  key: Promise<string>
  /** Settles when the stored cache is in the query client (or there is none). */
  restored: Promise<void>
}

const boots = new WeakMap<QueryClient, BootRestore>()

/**
 * Starts reading the stored cache before the first render rather than after
 * it (the first render is done in slices and takes a while on a phone), so
 * the first page knows early what it still has to ask the API for.
 */
export function beginBootRestore(queryClient: QueryClient, owner: CacheOwner): Promise<void> {
  const storage = deviceCacheStorage()
  const persistence = storage ? createQueryPersistence(queryClient, storage) : null
  const key = connectionCacheKey(owner)
  const restored = persistence ? key.then((cacheKey) => persistence.restore(cacheKey)) : Promise.resolve()
  boots.set(queryClient, { persistence, key, restored })
  return restored
}

/** The restore begun at start-up for this client, if any. */
export function bootRestoreOf(queryClient: QueryClient): BootRestore | undefined {
  return boots.get(queryClient)
}
