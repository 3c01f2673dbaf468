/**
 * A key–value store of strings in IndexedDB, the shape TanStack Query's async
 * storage persister expects. IndexedDB rather than localStorage: writing a
 * cache of rating records is then off the main thread's critical path (the
 * sync API blocks while it copies), and its quota is not the 5 MB that the
 * connection and watchlist already share.
 */
export interface StringStorage {
  getItem: (key: string) => Promise<string | null>
  setItem: (key: string, value: string) => Promise<void>
  removeItem: (key: string) => Promise<void>
  /** Removes every entry: all connections' caches. */
  clear: () => Promise<void>
}

const DB_NAME = 'ratings-dashboard'
const STORE = 'query-cache'

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result))
    request.addEventListener('error', () => reject(request.error ?? new Error('IndexedDB request failed')))
  })
}

/** Null where the browser offers no IndexedDB (jsdom, some private modes): the cache is then not kept. */
export function createIdbStorage(factory: IDBFactory | undefined = globalThis.indexedDB): StringStorage | null {
  if (!factory) return null
  let opened: Promise<IDBDatabase> | null = null
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1)
      request.addEventListener('upgradeneeded', () => request.result.createObjectStore(STORE))
      request.addEventListener('success', () => resolve(request.result))
      request.addEventListener('error', () => reject(request.error ?? new Error('IndexedDB could not be opened')))
    })
    return opened
  }
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await database()
    return promised(action(db.transaction(STORE, mode).objectStore(STORE)))
  }
  return {
    getItem: async (key) => {
      const value = await run('readonly', (store) => store.get(key))
      return typeof value === 'string' ? value : null
    },
    setItem: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key))
    },
    removeItem: async (key) => {
      await run('readwrite', (store) => store.delete(key))
    },
    clear: async () => {
      await run('readwrite', (store) => store.clear())
    },
  }
}
