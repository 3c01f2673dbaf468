import { notifyManager, useQueryClient, type QueryCacheNotifyEvent, type QueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { classifyChange, isChange, potentialChange, type Change, type CurrentState } from '../../lib/grade-change'
import { currentStateOf, isDetailQueryKey } from './watched-queries'
import { watchId, type WatchedItem } from './watchlist-schema'
import { useWatchlist } from './watchlist-store'
import type { WatchlistScope } from './watchlist-storage'

/**
 * A number that moves whenever a detail record lands in (or leaves) the cache:
 * the watchlist reads what pages and refreshes fetched, and never asks itself.
 */
function useDetailCacheVersion(queryClient: QueryClient): number {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    // The cache tells of a query the moment another component's useQuery builds
    // it, during that component's render: batchCalls moves our update out of
    // it, as React Query does for its own observers.
    const onCacheEvent = notifyManager.batchCalls((event: QueryCacheNotifyEvent) => {
      if (!isDetailQueryKey(event.query.queryKey)) return
      if (event.type === 'added' || event.type === 'removed' || (event.type === 'updated' && event.action.type !== 'fetch')) {
        setVersion((value) => value + 1)
      }
    })
    const unsubscribe = queryClient.getQueryCache().subscribe(onCacheEvent)
    // What landed between the first render and this subscription (the device cache restored on a
    // reload does exactly that) would otherwise be missed: read the cache once more now.
    setVersion((value) => value + 1)
    return unsubscribe
  }, [queryClient])
  return version
}

export interface WatchedItemState {
  id: string
  item: WatchedItem
  current: CurrentState
  change: Change
  potential: { from: string; to: string } | null
}

export function watchedStatesOf(queryClient: QueryClient, items: readonly WatchedItem[]): WatchedItemState[] {
  return items.map((item) => {
    const current = currentStateOf(queryClient, item)
    return { id: watchId(item), item, current, change: classifyChange(item.seen, current), potential: potentialChange(item.seen, current) }
  })
}

/** Every watched item with what the cache says of it now. */
export function useWatchedStates(scope: WatchlistScope): WatchedItemState[] {
  const queryClient = useQueryClient()
  const { items } = useWatchlist(scope)
  const version = useDetailCacheVersion(queryClient)
  // oxlint-disable-next-line react/exhaustive-deps -- `version` is the cache's change signal
  return useMemo(() => watchedStatesOf(queryClient, items), [queryClient, items, version])
}

/** How many watched items changed since last seen, from cached data only (never a request). */
export function useWatchlistChangeCount(scope: WatchlistScope): number {
  const states = useWatchedStates(scope)
  return states.filter((state) => isChange(state.change)).length
}
