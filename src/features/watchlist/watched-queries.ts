import type { QueryState } from '@tanstack/react-query'
import { isApiError } from '../../api/errors'
import { detailRequest, type DetailRequest } from '../../api/queries/refresh-details'
import { defiQueries } from '../../api/queries/defi-queries'
import { infraQueries } from '../../api/queries/infra-queries'
import { snapshotOf, type CurrentState } from '../../lib/grade-change'
import type { WatchTarget } from './watchlist-schema'

/*
 * A watched item's record is its page's detail query (from the query
 * factories), so the page and the watchlist fill the cache for each other.
 * Each helper branches on the kind: the two factories' types do not unite.
 */

export function detailKeyFor(target: WatchTarget): readonly unknown[] {
  return watchedQueryFor(target).queryKey
}

/** The target's detail query, disabled: the watchlist reads what pages and refreshes fetched, and never asks itself. */
export function watchedQueryFor(target: WatchTarget) {
  return target.kind === 'defi'
    ? { ...defiQueries.detail(target.platform, target.contract_address), enabled: false }
    : { ...infraQueries.detail(target.slug), enabled: false }
}

/** The item's detail request, for the refresh (api/queries/refresh-details.ts). */
export function detailRequestFor(target: WatchTarget): DetailRequest {
  return target.kind === 'defi'
    ? detailRequest(defiQueries.detail(target.platform, target.contract_address))
    : detailRequest(infraQueries.detail(target.slug))
}

/** What the watchlist reads of a DeFi product or a provider record. */
export interface WatchedRecord {
  name: string
  contract_address?: string
  rating?: string | null
  rated_at?: string | null
  potential_rating?: string | null
}

/**
 * What the cache says now about a watched item. A 429 is not a verdict on
 * the item: the refresh waits and asks again, so meanwhile the row shows
 * what was known before (or "not checked yet"), never an error.
 */
export function currentStateOf(state: Pick<QueryState<WatchedRecord>, 'data' | 'status' | 'error'> | undefined): CurrentState {
  const data = state?.data
  const lastKnown = data ? snapshotOf(data) : null
  if (state?.status === 'error') {
    const error = state.error
    if (isApiError(error) && error.kind === 'rate_limited') return lastKnown ? { status: 'ok', record: lastKnown } : { status: 'unchecked' }
    if (isApiError(error) && error.kind === 'not_found') return { status: 'not_found', lastKnown }
    return { status: 'failed', message: error instanceof Error ? error.message : 'The request failed.', lastKnown }
  }
  return lastKnown ? { status: 'ok', record: lastKnown } : { status: 'unchecked' }
}
