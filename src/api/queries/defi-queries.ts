import { queryOptions } from '@tanstack/react-query'
import { fetchList, fetchOne, apiFetch, pathSegment } from '../client'
import { defiListParams, type DefiListParams } from '../params/defi-params'
import { chainsResponseSchema } from '../schemas/chains'
import { defiRatingSchema } from '../schemas/defi'
import { forQuery } from './query-tag'
import { CHAINS_STALE_MS, RATINGS_STALE_MS } from './stale-times'

export const defiQueries = {
  all: () => ['defi'] as const,
  lists: () => ['defi', 'list'] as const,
  /** All products, or one platform's when `providerSlug` is given. */
  list: (params: DefiListParams, providerSlug?: string) => {
    const apiParams = defiListParams.toApiParams(params)
    const path = providerSlug ? `/ratings/defi/${pathSegment(providerSlug)}` : '/ratings/defi'
    return queryOptions({
      queryKey: ['defi', 'list', providerSlug ?? null, apiParams] as const,
      queryFn: async (context) => (await fetchList(path, defiRatingSchema, apiParams, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  detail: (providerSlug: string, contractAddress: string) =>
    queryOptions({
      queryKey: ['defi', 'detail', providerSlug, contractAddress] as const,
      queryFn: async (context) =>
        (await fetchOne(`/ratings/defi/${pathSegment(providerSlug)}/${pathSegment(contractAddress)}`, defiRatingSchema, forQuery(context)))
          .data,
      staleTime: RATINGS_STALE_MS,
    }),
  chains: () =>
    queryOptions({
      queryKey: ['defi', 'chains'] as const,
      queryFn: async (context) => (await apiFetch({ path: '/ratings/defi/chains', ...forQuery(context) }, chainsResponseSchema)).data,
      staleTime: CHAINS_STALE_MS,
    }),
}
