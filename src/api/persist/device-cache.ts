import { createIdbStorage, type StringStorage } from './idb-storage'

let storage: StringStorage | null | undefined

/** The one store of ratings caches on this device (null where IndexedDB is missing). */
export function deviceCacheStorage(): StringStorage | null {
  if (storage === undefined) storage = createIdbStorage()
  return storage
}

/** "Clear cached data": every connection's stored ratings. */
export async function clearDeviceCache(): Promise<void> {
  await deviceCacheStorage()?.clear()
}
