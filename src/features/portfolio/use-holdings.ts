import { useQueries, type QueryState } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import type { DefiRating } from '../../api/schemas/defi'
import { detailOptionsFor, profileHoldingOf, recordStateOf, type HoldingRow } from './holdings'
import type { Position } from './portfolio-schema'
import { riskProfile, type RiskProfile } from './risk-profile'

interface RowMemo {
  position: Position
  data: DefiRating | undefined
  error: unknown
  share: number
  row: HoldingRow
}

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
 * its object while its position and its record stay the same.
 */
export function useHoldings(positions: readonly Position[]): Holdings {
  const memo = useRef(new Map<string, RowMemo>())
  // Stable while the positions are: useQueries then combines again only when a record moves.
  const combine = useCallback(
    (results: readonly DetailResult[]): Holdings => {
      const states = results.map((result) => ({ data: result.data, status: result.status, error: result.error }) as QueryState<DefiRating>)
      const holdings = positions.map((position, index) => profileHoldingOf(position, recordStateOf(states[index])))
      const profile = riskProfile(holdings)
      const next = new Map<string, RowMemo>()
      const rows = holdings.map((holding, index) => {
        const position = positions[index]!
        const { data, error } = results[index]!
        const share = profile.shares.get(holding.id) ?? 0
        const before = memo.current.get(holding.id)
        const row =
          before && before.position === position && before.data === data && before.error === error && before.share === share
            ? before.row
            : { ...holding, position, state: recordStateOf(states[index]), share }
        next.set(holding.id, { position, data, error, share, row })
        return row
      })
      memo.current = next
      return { rows, profile }
    },
    [positions],
  )
  return useQueries({ queries: positions.map((position) => ({ ...detailOptionsFor(position), enabled: false })), combine })
}
