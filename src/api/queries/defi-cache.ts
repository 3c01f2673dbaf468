import type { QueryClient } from '@tanstack/react-query'
import { toSlug } from '../../lib/slug'
import type { ListPage } from '../client'
import { defiQueries } from './defi-queries'
import type { DefiRating } from '../schemas/defi'

export interface CachedDefiRecord {
  record: DefiRating
  /** When the record was fetched, so React Query can judge its freshness. */
  updatedAt: number
}

/** The product's row in any cached DeFi list (addresses compare case-insensitively: EVM addresses come in mixed case). */
function findListRow(queryClient: QueryClient, platformSlug: string, address: string) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: defiQueries.lists() })) {
    const page = query.state.data as ListPage<DefiRating> | undefined
    const record = page?.items?.find((item) => item.contract_address.toLowerCase() === address && toSlug(item.provider_name) === platformSlug)
    if (record) return { record, updatedAt: query.state.dataUpdatedAt }
  }
  return undefined
}

/** The product's record from any DeFi list already in the cache, so its page can show it at once while the detail loads. */
export function findCachedProduct(queryClient: QueryClient, platformSlug: string, contractAddress: string): DefiRating | undefined {
  return findListRow(queryClient, platformSlug, contractAddress.toLowerCase())?.record
}

/**
 * A product's record already paid for: its detail under any spelling of the
 * address, else a row of a cached DeFi list that carries the category scores
 * a detail view needs.
 */
export function findCachedDefiRecord(queryClient: QueryClient, platformSlug: string, contractAddress: string): CachedDefiRecord | undefined {
  const address = contractAddress.toLowerCase()
  for (const query of queryClient.getQueryCache().findAll({ queryKey: defiQueries.details() })) {
    const record = query.state.data as DefiRating | undefined
    if (record && record.contract_address.toLowerCase() === address && toSlug(record.provider_name) === platformSlug) {
      return { record, updatedAt: query.state.dataUpdatedAt }
    }
  }
  const row = findListRow(queryClient, platformSlug, address)
  return row?.record.rating_data ? row : undefined
}

/**
 * The product's detail query, starting from a record already paid for: it is
 * shown, and not fetched again while fresh (the compare page and its loader).
 */
export function defiDetailFromCache(queryClient: QueryClient, platformSlug: string, contractAddress: string) {
  const cached = findCachedDefiRecord(queryClient, platformSlug, contractAddress)
  return { ...defiQueries.detail(platformSlug, contractAddress), initialData: cached?.record, initialDataUpdatedAt: cached?.updatedAt }
}
