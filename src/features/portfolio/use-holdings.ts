import { useQueries, type QueryState } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { DefiRating } from '../../api/schemas/defi'
import { detailOptionsFor, profileHoldingOf, recordStateOf, type HoldingRow } from './holdings'
import type { Position } from './portfolio-schema'
import { riskProfile, type RiskProfile } from './risk-profile'

export interface Holdings {
  rows: HoldingRow[]
  profile: RiskProfile
}

type DetailResult = Pick<QueryState<DefiRating>, 'data' | 'status' | 'error'>

/**
 * Every position with what the cache says of its product, and the risk
 * profile of them all. The records are read with useQueries, each query
 * disabled: the holdings never ask themselves (the refresh does, and the
 * product pages), they show what lands in the cache as it lands. A row keeps
 * its object while its position and its record stay the same: useQueries
 * shares the combined result structurally with the one before.
 */
export function useHoldings(positions: readonly Position[]): Holdings {
  // Stable while the positions are: useQueries then combines again only when a record moves.
  const combine = useCallback(
    (results: readonly DetailResult[]): Holdings => {
      const states = results.map((result) => ({ data: result.data, status: result.status, error: result.error }) as QueryState<DefiRating>)
      const holdings = positions.map((position, index) => profileHoldingOf(position, recordStateOf(states[index])))
      const profile = riskProfile(holdings)
      const rows = holdings.map((holding, index) => ({
        ...holding,
        position: positions[index]!,
        state: recordStateOf(states[index]),
        share: profile.shares.get(holding.id) ?? 0,
      }))
      return { rows, profile }
    },
    [positions],
  )
  return useQueries({ queries: positions.map((position) => ({ ...detailOptionsFor(position), enabled: false })), combine })
}
