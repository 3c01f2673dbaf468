import { DEMO_API_BASE_URL, getApiConfig } from '../config'
import { createCacheApiStorage } from './cache-api-storage'
import { connectionCacheKey } from './cache-key'
import { createIdbStorage, type StringStorage } from './idb-storage'
import { createDevicePersistence, type DevicePersistence } from './query-persistence'

let storage: StringStorage | null | undefined
let persistence: DevicePersistence | null | undefined

/** The one store of ratings caches on this device: the Cache API, else IndexedDB (null where neither exists). */
export function deviceCacheStorage(): StringStorage | null {
  if (storage === undefined) storage = createCacheApiStorage() ?? createIdbStorage()
  return storage
}

/** The current connection's entry: a new connection (or "Forget key") reads and writes its own. */
function currentCacheKey(): Promise<string> {
  const { baseUrl, apiKey } = getApiConfig()
  return connectionCacheKey({ demo: baseUrl === DEMO_API_BASE_URL, baseUrl, apiKey })
}

/** The stored cache of this tab's query client (null where the device has no store). */
export function devicePersistence(): DevicePersistence | null {
  if (persistence === undefined) {
    const store = deviceCacheStorage()
    persistence = store ? createDevicePersistence(store, currentCacheKey) : null
  }
  return persistence
}

/** "Clear cached data", a new connection, "Forget key": every connection's stored ratings, and this tab's pending saves. */
export async function clearDeviceCache(): Promise<void> {
  await devicePersistence()?.clearAll()
}
