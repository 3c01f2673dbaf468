import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { loadWatchlist, saveWatchlist, watchlistStorageKey, type LoadedWatchlist, type WatchlistScope } from './watchlist-storage'
import { watchId, type GradeSnapshot, type WatchedItem } from './watchlist-schema'

/**
 * The watchlists in memory, one per scope, read from storage on first use and
 * written through on every change. Outside React so the navigation count, the
 * page and the toggles share one copy.
 */
const states = new Map<WatchlistScope, LoadedWatchlist>()
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

export function getWatchlist(scope: WatchlistScope): LoadedWatchlist {
  let state = states.get(scope)
  if (!state) {
    state = loadWatchlist(scope)
    states.set(scope, state)
  }
  return state
}

function setItems(scope: WatchlistScope, items: WatchedItem[]): void {
  saveWatchlist(scope, items)
  states.set(scope, { ...getWatchlist(scope), items })
  notify()
}

/** Forgets what is in memory (tests; another tab changed storage). */
export function forgetLoadedWatchlists(): void {
  states.clear()
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
  }
}

/** Another tab watched or unwatched something: read it again. */
function onStorage(event: StorageEvent): void {
  for (const scope of states.keys()) {
    if (event.key?.endsWith(watchlistStorageKey(scope))) states.delete(scope)
  }
  notify()
}

export interface WatchlistActions {
  watch: (item: WatchedItem) => void
  unwatch: (id: string) => void
  /** New "last seen" snapshots by item id; items not named keep theirs. */
  markSeen: (snapshots: ReadonlyMap<string, GradeSnapshot>) => void
  replaceAll: (items: WatchedItem[]) => void
  dismissProblem: () => void
}

export function useWatchlist(scope: WatchlistScope): LoadedWatchlist & WatchlistActions {
  const state = useSyncExternalStore(subscribe, () => getWatchlist(scope))
  const watch = useCallback(
    (item: WatchedItem) => {
      const items = getWatchlist(scope).items
      const id = watchId(item)
      if (!items.some((existing) => watchId(existing) === id)) setItems(scope, [...items, item])
    },
    [scope],
  )
  const unwatch = useCallback((id: string) => setItems(scope, getWatchlist(scope).items.filter((item) => watchId(item) !== id)), [scope])
  const markSeen = useCallback(
    (snapshots: ReadonlyMap<string, GradeSnapshot>) =>
      setItems(
        scope,
        getWatchlist(scope).items.map((item) => {
          const seen = snapshots.get(watchId(item))
          return seen ? { ...item, seen } : item
        }),
      ),
    [scope],
  )
  const replaceAll = useCallback((items: WatchedItem[]) => setItems(scope, items), [scope])
  const dismissProblem = useCallback(() => {
    states.set(scope, { ...getWatchlist(scope), problem: null })
    notify()
  }, [scope])
  return useMemo(() => ({ ...state, watch, unwatch, markSeen, replaceAll, dismissProblem }), [state, watch, unwatch, markSeen, replaceAll, dismissProblem])
}
