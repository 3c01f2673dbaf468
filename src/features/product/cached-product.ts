import type { QueryClient } from '@tanstack/react-query'
import type { ListPage } from '../../api/client'
import { defiQueries } from '../../api/queries/defi-queries'
import type { DefiRating } from '../../api/schemas/defi'
import { toSlug } from '../../lib/slug'

/**
 * The record of a product from any DeFi list already in the cache, so the
 * page can show it at once while its own detail request runs. Addresses
 * compare case-insensitively (EVM addresses come in mixed case).
 */
export function findCachedProduct(queryClient: QueryClient, platformSlug: string, contractAddress: string): DefiRating | undefined {
  const address = contractAddress.toLowerCase()
  for (const [, page] of queryClient.getQueriesData<ListPage<DefiRating>>({ queryKey: defiQueries.lists() })) {
    const match = page?.items?.find(
      (item) => item.contract_address.toLowerCase() === address && toSlug(item.provider_name) === platformSlug,
    )
    if (match) return match
  }
  return undefined
}
