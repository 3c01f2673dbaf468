import type { StringStorage } from './idb-storage'

/** The Cache API store of ratings caches (the early request script of index.html checks whether it exists). */
export const CACHE_NAME = 'ratings-dashboard-query-cache'
/** Entries are addressed as requests: a fixed same-origin path, the entry's name as a query parameter. Never fetched. */
export const ENTRY_PATH = '/__query-cache__'
/** Where earlier versions kept the cache: removed once, so no copy is left behind that "Clear cached data" misses. */
const LEGACY_IDB_NAME = 'ratings-dashboard'

/**
 * The store of ratings caches in the Cache API rather than IndexedDB.
 *
 * Why not IndexedDB: a read waits for every read-write transaction on its
 * store that began before it, in any page of the origin. WebKit (Safari and
 * every browser on iOS) freezes the page a tab leaves (back/forward cache)
 * with the save that page began on `pagehide`, or a throttled save under way,
 * still open, and does not let it finish. The next page's start-up read then
 * hung, measured in WebKitGTK 2.50: the read on the second page of a tab never
 * answered, every time, and the restore's time limit (2 s) let the first
 * requests go. The Cache API has no transactions: a write lands whole or not
 * at all, and a read never waits for another page.
 *
 * Null where the Cache API is missing (not a secure context, jsdom): the
 * caller then falls back to IndexedDB.
 */
export function createCacheApiStorage(
  cacheStorage: CacheStorage | null | undefined = globalThis.caches,
  origin: string | null | undefined = globalThis.location?.origin,
  legacy: IDBFactory | null | undefined = globalThis.indexedDB,
): StringStorage | null {
  if (!cacheStorage || !origin) return null
  const requestFor = (key: string) => new Request(`${origin}${ENTRY_PATH}?entry=${encodeURIComponent(key)}`)
  let opened: Promise<Cache> | null = null
  const cache = () => {
    if (!opened) {
      opened = cacheStorage.open(CACHE_NAME)
      // Not awaited: a deletion waits for other tabs' connections, and nothing here needs it done.
      legacy?.deleteDatabase(LEGACY_IDB_NAME)
    }
    return opened
  }
  return {
    getItem: async (key) => {
      const response = await (await cache()).match(requestFor(key))
      return response ? response.text() : null
    },
    setItem: async (key, value) => {
      await (await cache()).put(requestFor(key), new Response(value, { headers: { 'content-type': 'application/json' } }))
    },
    removeItem: async (key) => {
      await (await cache()).delete(requestFor(key))
    },
    clear: async () => {
      opened = null
      await cacheStorage.delete(CACHE_NAME)
    },
  }
}
