import type { QueryClient, QueryState } from '@tanstack/react-query'
import { isApiError } from '../../api/errors'
import { detailRequest, type DetailRequest } from '../../api/queries/refresh-details'
import { defiQueries } from '../../api/queries/defi-queries'
import { infraQueries } from '../../api/queries/infra-queries'
import { snapshotOf, type CurrentState } from '../../lib/grade-change'
import type { WatchTarget, WatchedItem } from './watchlist-schema'

/*
 * A watched item's record is its page's detail query (from the query
 * factories), so the page and the watchlist fill the cache for each other.
 * Each helper branches on the kind: the two factories' types do not unite.
 */

export function detailKeyFor(target: WatchTarget): readonly unknown[] {
  return target.kind === 'defi' ? defiQueries.detail(target.platform, target.contract_address).queryKey : infraQueries.detail(target.slug).queryKey
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

/** The cached detail record of a target, if its page or a refresh fetched it. */
export function cachedRecordFor(queryClient: QueryClient, target: WatchTarget): WatchedRecord | undefined {
  return queryClient.getQueryData<WatchedRecord>(detailKeyFor(target))
}

/**
 * What the cache says now about a watched item. A 429 is not a verdict on
 * the item: the refresh waits and asks again, so meanwhile the row shows
 * what was known before (or "not checked yet"), never an error.
 */
export function currentStateOf(queryClient: QueryClient, item: WatchedItem): CurrentState {
  const state = queryClient.getQueryState<WatchedRecord>(detailKeyFor(item)) as QueryState<WatchedRecord> | undefined
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

/** True for the cache events that can change what a watched item's row or the count shows. */
export function isDetailQueryKey(queryKey: readonly unknown[]): boolean {
  return (queryKey[0] === 'defi' || queryKey[0] === 'infra') && queryKey[1] === 'detail'
}
