import { notifyManager, useQueryClient, type QueryCacheNotifyEvent, type QueryClient, type QueryState } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { defiQueries } from '../../api/queries/defi-queries'
import type { DefiRating } from '../../api/schemas/defi'
import { profileHoldingOf, queryStateOf, recordStateOf, type HoldingRow } from './holdings'
import type { Position } from './portfolio-schema'
import { riskProfile, type RiskProfile } from './risk-profile'

const DETAILS_KEY = defiQueries.details()

function isDetailKey(queryKey: readonly unknown[]): boolean {
  return DETAILS_KEY.every((part, index) => queryKey[index] === part)
}

/** [ours] At most one redraw of the holdings and the profile this often while records land. */
export const LANDING_REDRAW_MS = 250

/**
 * A number that moves when DeFi detail records land in (or leave) the cache:
 * the holdings read what the refresh and the product pages fetched, and never
 * ask themselves. While a refresh lands records four at a time, the moves are
 * gathered to one per LANDING_REDRAW_MS: each redraw computes the profile of
 * every position and draws its tables and chart again.
 */
function useDetailCacheVersion(queryClient: QueryClient): number {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let last = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const move = () => {
      timer = undefined
      last = Date.now()
      setVersion((value) => value + 1)
    }
    // The cache tells of a query the moment a component's useQuery builds it, during that
    // component's render: batchCalls moves our update out of it, as React Query does for its own observers.
    const onCacheEvent = notifyManager.batchCalls((event: QueryCacheNotifyEvent) => {
      if (!isDetailKey(event.query.queryKey)) return
      if (!(event.type === 'added' || event.type === 'removed' || (event.type === 'updated' && event.action.type !== 'fetch'))) return
      if (timer !== undefined) return
      const wait = last + LANDING_REDRAW_MS - Date.now()
      if (wait <= 0) move()
      else timer = setTimeout(move, wait)
    })
    const unsubscribe = queryClient.getQueryCache().subscribe(onCacheEvent)
    // What landed between the first render and this subscription (the device's cache restored) is read once more now.
    move()
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [queryClient])
  return version
}

interface RowMemo {
  position: Position
  queryState: QueryState<DefiRating> | undefined
  share: number
  row: HoldingRow
}

export interface Holdings {
  rows: HoldingRow[]
  profile: RiskProfile
}

/**
 * Every position with what the cache says of its product, and the risk
 * profile of them all. A row keeps its object while its position and its
 * record stay the same, so a record landing renders its own row again, not
 * all 500.
 */
export function useHoldings(positions: readonly Position[]): Holdings {
  const queryClient = useQueryClient()
  const version = useDetailCacheVersion(queryClient)
  const memo = useRef(new Map<string, RowMemo>())
  return useMemo(() => {
    const states = positions.map((position) => queryStateOf(queryClient, position))
    const holdings = positions.map((position, index) => profileHoldingOf(position, recordStateOf(states[index])))
    const profile = riskProfile(holdings)
    const next = new Map<string, RowMemo>()
    const rows = holdings.map((holding, index) => {
      const position = positions[index]!
      const queryState = states[index]
      const share = profile.shares.get(holding.id) ?? 0
      const before = memo.current.get(holding.id)
      const row =
        before && before.position === position && before.queryState === queryState && before.share === share
          ? before.row
          : { ...holding, position, state: recordStateOf(queryState), share }
      next.set(holding.id, { position, queryState, share, row })
      return row
    })
    memo.current = next
    return { rows, profile }
    // oxlint-disable-next-line react/exhaustive-deps -- `version` is the cache's change signal
  }, [queryClient, positions, version])
}
