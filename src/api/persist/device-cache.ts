import { createCacheApiStorage } from './cache-api-storage'
import { createIdbStorage, type StringStorage } from './idb-storage'
import type { DevicePersistence } from './query-persistence'

let storage: StringStorage | null | undefined
let active: DevicePersistence | null = null

/** The one store of ratings caches on this device: the Cache API, else IndexedDB (null where neither exists). */
export function deviceCacheStorage(): StringStorage | null {
  if (storage === undefined) storage = createCacheApiStorage() ?? createIdbStorage()
  return storage
}

/** The persistence at work in this tab, so a clear also cancels its pending writes. */
export function setActivePersistence(persistence: DevicePersistence | null): void {
  active = persistence
}

/** "Clear cached data", a new connection, "Forget key": every connection's stored ratings. */
export async function clearDeviceCache(): Promise<void> {
  if (active) await active.clearAll()
  else await deviceCacheStorage()?.clear()
}
