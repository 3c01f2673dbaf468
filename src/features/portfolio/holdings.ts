import type { QueryClient, QueryState } from '@tanstack/react-query'
import { isApiError } from '../../api/errors'
import { defiQueries } from '../../api/queries/defi-queries'
import { detailRequest, type DetailRequest } from '../../api/queries/refresh-details'
import type { DefiRating } from '../../api/schemas/defi'
import { shortenAddress } from '../../lib/format'
import { positionId, type Position } from './portfolio-schema'
import type { ProfileHolding } from './risk-profile'

/*
 * A position's record is its product page's detail query (from the query
 * factory), so the product page and the portfolio fill the cache for each other.
 */

export function detailOptionsFor(position: Pick<Position, 'platform' | 'contract_address'>) {
  return defiQueries.detail(position.platform, position.contract_address)
}

/** The position's detail request, for the refresh (api/queries/refresh-details.ts). */
export function detailRequestFor(position: Position): DetailRequest {
  return detailRequest(detailOptionsFor(position))
}

/** What this device knows of a held product now. */
export type RecordState =
  | { status: 'unchecked' }
  | { status: 'ok'; record: DefiRating }
  /** The API answered 404: the product is no longer rated. */
  | { status: 'not_found' }
  | { status: 'failed'; message: string }

/**
 * What the cache says of a position's product. A 429 is not a verdict: the
 * refresh waits and asks again, so meanwhile the row shows what was known
 * before (or "checking"), never an error.
 */
export function recordStateOf(state: QueryState<DefiRating> | undefined): RecordState {
  const record = state?.data
  if (state?.status === 'error') {
    const error = state.error
    if (isApiError(error) && error.kind === 'rate_limited') return record ? { status: 'ok', record } : { status: 'unchecked' }
    if (isApiError(error) && error.kind === 'not_found') return { status: 'not_found' }
    return { status: 'failed', message: error instanceof Error ? error.message : 'The request failed.' }
  }
  return record ? { status: 'ok', record } : { status: 'unchecked' }
}

export function queryStateOf(queryClient: QueryClient, position: Position): QueryState<DefiRating> | undefined {
  return queryClient.getQueryState<DefiRating>(detailOptionsFor(position).queryKey)
}

/** A row of the Holdings table: the position, what is known of its product, and its share of the total. */
export interface HoldingRow extends ProfileHolding {
  position: Position
  state: RecordState
  /** Percent of the total value (one decimal; the rows add up to 100). */
  share: number
}

/** The name a row shows: the record's, the one remembered when it was added, else its address. */
export function holdingName(position: Position, state: RecordState): string {
  if (state.status === 'ok') return state.record.name
  return position.name?.trim() || `Product ${shortenAddress(position.contract_address)}`
}

/** The position as the risk profile reads it; an unavailable or unchecked product counts as unrated. */
export function profileHoldingOf(position: Position, state: RecordState): ProfileHolding {
  const record = state.status === 'ok' ? state.record : null
  return {
    id: positionId(position),
    name: holdingName(position, state),
    amountUsd: position.amount_usd,
    grade: record?.rating ?? null,
    platformKey: position.platform,
    platformName: record?.provider_name ?? position.platform,
    chain: record?.chain ?? null,
  }
}
