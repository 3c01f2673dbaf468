import { hashKey, type QueryKey } from '@tanstack/react-query'
import type { FetchOptions } from '../client'

/**
 * What a query function hands the fetch layer: the hash of its query (the
 * same one React Query files it under), so the request counts as one the
 * dashboard sent on its own, and the ledger line can be matched to the view
 * that shows its data.
 */
export function forQuery({ queryKey }: { queryKey: QueryKey }): FetchOptions {
  return { queryHash: hashKey(queryKey) }
}
