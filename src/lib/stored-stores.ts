import { createStore, type Store } from './store'

/**
 * One store per scope (a connection) of a value kept in `localStorage`: read
 * on first use, and read again when another tab writes its key.
 */
export function createStoredStores<Scope, T>(load: (scope: Scope) => T, storageKey: (scope: Scope) => string) {
  const stores = new Map<Scope, Store<T>>()

  function onStorage(event: StorageEvent): void {
    for (const [scope, store] of stores) {
      if (event.key === null || event.key.endsWith(storageKey(scope))) store.set(load(scope))
    }
  }

  return {
    of(scope: Scope): Store<T> {
      let store = stores.get(scope)
      if (!store) {
        store = createStore(load(scope))
        stores.set(scope, store)
        if (stores.size === 1) globalThis.addEventListener?.('storage', onStorage)
      }
      return store
    },
    /** Forgets what is in memory (tests): the next read of each scope reads storage again. */
    forget(): void {
      const forgotten = [...stores.values()]
      stores.clear()
      globalThis.removeEventListener?.('storage', onStorage)
      // Whoever still shows an old copy renders again, and reads a new one.
      for (const store of forgotten) store.set((state) => ({ ...state }))
    },
  }
}
