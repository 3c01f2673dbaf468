/**
 * A value outside React that several parts of the page read and a few
 * change: the session ledger, the credit budget, the watchlists. Read in
 * components through `useStore` (hooks/use-store.ts).
 */
export interface Store<T> {
  get: () => T
  /** Replaces the value; listeners hear of it only when it changed (by identity). */
  set: (next: T | ((previous: T) => T)) => void
  subscribe: (listener: () => void) => () => void
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next
      if (Object.is(resolved, value)) return
      value = resolved
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
