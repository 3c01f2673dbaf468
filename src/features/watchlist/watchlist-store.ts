import { useCallback, useMemo } from 'react'
import { useStore } from '../../hooks/use-store'
import { createStoredStores } from '../../lib/stored-stores'
import { loadWatchlist, saveWatchlist, watchlistStorageKey, type LoadedWatchlist, type WatchlistScope } from './watchlist-storage'
import type { GradeSnapshot } from '../../lib/grade-change'
import { watchId, type WatchedItem } from './watchlist-schema'

/**
 * The watchlists in memory, one store per scope, read from storage on first
 * use and written through on every change. Outside React so the navigation
 * count, the page and the toggles share one copy.
 */
const watchlists = createStoredStores(loadWatchlist, watchlistStorageKey)
const storeOf = (scope: WatchlistScope) => watchlists.of(scope)

export function getWatchlist(scope: WatchlistScope): LoadedWatchlist {
  return storeOf(scope).get()
}

function setItems(scope: WatchlistScope, items: WatchedItem[]): void {
  saveWatchlist(scope, items)
  storeOf(scope).set((state) => ({ ...state, items }))
}

/** Forgets what is in memory (tests; another tab changed storage): the next read of each scope reads storage again. */
export function forgetLoadedWatchlists(): void {
  watchlists.forget()
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
  const state = useStore(storeOf(scope))
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
  const dismissProblem = useCallback(() => storeOf(scope).set((state) => ({ ...state, problem: null })), [scope])
  return useMemo(() => ({ ...state, watch, unwatch, markSeen, replaceAll, dismissProblem }), [state, watch, unwatch, markSeen, replaceAll, dismissProblem])
}
