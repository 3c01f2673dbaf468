import type { QueryClient } from '@tanstack/react-query'
import { toSlug } from '../../lib/slug'
import type { ListPage } from '../client'
import type { DefiRating } from '../schemas/defi'

export interface CachedDefiRecord {
  record: DefiRating
  /** When the record was fetched, so React Query can judge its freshness. */
  updatedAt: number
}

/**
 * A product's record already paid for: its detail under any spelling of the
 * address (EVM addresses come in mixed case), else a row of a cached DeFi list
 * that carries the category scores a detail view needs.
 */
export function findCachedDefiRecord(queryClient: QueryClient, providerSlug: string, contractAddress: string): CachedDefiRecord | undefined {
  const address = contractAddress.toLowerCase()
  const cache = queryClient.getQueryCache()
  for (const query of cache.findAll({ queryKey: ['defi', 'detail', providerSlug] })) {
    const record = query.state.data as DefiRating | undefined
    if (record && String(query.queryKey[3]).toLowerCase() === address) return { record, updatedAt: query.state.dataUpdatedAt }
  }
  for (const query of cache.findAll({ queryKey: ['defi', 'list'] })) {
    const page = query.state.data as ListPage<DefiRating> | undefined
    const record = page?.items.find(
      (item) => item.contract_address.toLowerCase() === address && toSlug(item.provider_name) === providerSlug,
    )
    if (record?.rating_data) return { record, updatedAt: query.state.dataUpdatedAt }
  }
  return undefined
}
