import { useQueries, type QueryState } from '@tanstack/react-query'
import { useCallback } from 'react'
import { classifyChange, isChange, potentialChange, type Change, type CurrentState } from '../../lib/grade-change'
import { currentStateOf, watchedQueryFor, type WatchedRecord } from './watched-queries'
import { watchId, type WatchedItem } from './watchlist-schema'
import { useWatchlist } from './watchlist-store'
import type { WatchlistScope } from './watchlist-storage'

export interface WatchedItemState {
  id: string
  item: WatchedItem
  current: CurrentState
  change: Change
  potential: { from: string; to: string } | null
}

type WatchedResult = Pick<QueryState<WatchedRecord>, 'data' | 'status' | 'error'>

export function watchedStatesOf(items: readonly WatchedItem[], results: readonly (WatchedResult | undefined)[]): WatchedItemState[] {
  return items.map((item, index) => {
    const current = currentStateOf(results[index])
    return { id: watchId(item), item, current, change: classifyChange(item.seen, current), potential: potentialChange(item.seen, current) }
  })
}

/** Every watched item with what the cache says of it now: its detail query, read with useQueries and never fetched. */
export function useWatchedStates(scope: WatchlistScope): WatchedItemState[] {
  const { items } = useWatchlist(scope)
  const combine = useCallback((results: readonly WatchedResult[]) => watchedStatesOf(items, results), [items])
  return useQueries({ queries: items.map(watchedQueryFor), combine })
}

/** How many watched items changed since last seen, from cached data only (never a request). */
export function useWatchlistChangeCount(scope: WatchlistScope): number {
  const states = useWatchedStates(scope)
  return states.filter((state) => isChange(state.change)).length
}
