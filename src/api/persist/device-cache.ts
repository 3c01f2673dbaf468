import { createCacheApiStorage } from './cache-api-storage'
import { createIdbStorage, type StringStorage } from './idb-storage'
import type { QueryPersistence } from './query-persistence'

let storage: StringStorage | null | undefined
let active: QueryPersistence | null = null

/** The one store of ratings caches on this device: the Cache API, else IndexedDB (null where neither exists). */
export function deviceCacheStorage(): StringStorage | null {
  if (storage === undefined) storage = createCacheApiStorage() ?? createIdbStorage()
  return storage
}

/** The persistence at work in this tab, so a clear also cancels its pending writes. */
export function setActivePersistence(persistence: QueryPersistence | null): void {
  active = persistence
}

/** "Clear cached data": every connection's stored ratings. */
export async function clearDeviceCache(): Promise<void> {
  if (active) await active.clearAll()
  else await deviceCacheStorage()?.clear()
}
