import { queryOptions } from '@tanstack/react-query'
import { apiFetch, fetchList, fetchOne } from '../client'
import { defiListParams, type DefiListParams } from '../params/defi-params'
import { chainsResponseSchema } from '../schemas/chains'
import { defiRatingSchema } from '../schemas/defi'
import { forQuery } from './query-tag'
import { defiKeys, defiPaths } from './resource-keys'
import { CHAINS_STALE_MS, RATINGS_STALE_MS } from './stale-times'

const { all, lists, platformLists, details } = defiKeys

/** The query options of the DeFi resources, under the key hierarchy of `defiKeys`. */
export const defiQueries = {
  all,
  lists,
  platformLists,
  /** All products, or one platform's when `platformSlug` is given; the key holds the API parameters the request sends. */
  list: (params: DefiListParams, platformSlug?: string) => {
    const apiParams = defiListParams.toApiParams(params)
    return queryOptions({
      queryKey: [...platformLists(platformSlug), apiParams] as const,
      queryFn: async (context) => (await fetchList(defiPaths.list(platformSlug), defiRatingSchema, apiParams, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  details,
  detail: (platformSlug: string, contractAddress: string) =>
    queryOptions({
      queryKey: defiKeys.detail(platformSlug, contractAddress),
      queryFn: async (context) => (await fetchOne(defiPaths.detail(platformSlug, contractAddress), defiRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
  chains: () =>
    queryOptions({
      queryKey: defiKeys.chains(),
      queryFn: async (context) => (await apiFetch({ path: defiPaths.chains, ...forQuery(context) }, chainsResponseSchema)).data,
      staleTime: CHAINS_STALE_MS,
    }),
}
