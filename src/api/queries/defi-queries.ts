import { queryOptions } from '@tanstack/react-query'
import { apiFetch, fetchList, fetchOne } from '../client'
import { defiListParams, type DefiListParams } from '../params/defi-params'
import { chainsResponseSchema } from '../schemas/chains'
import { defiRatingSchema } from '../schemas/defi'
import { getRequest, listRequest } from './api-request'
import { forQuery } from './query-tag'
import { defiKeys, defiPaths } from './resource-keys'
import { CHAINS_STALE_MS, RATINGS_STALE_MS } from './stale-times'

const { all, lists, platformLists, details } = defiKeys

/** All products, or one platform's when `platformSlug` is given. */
const listRequestOf = (params: DefiListParams, platformSlug?: string) =>
  listRequest(defiPaths.list(platformSlug), defiRatingSchema, defiListParams.toApiParams(params))
const detailRequestOf = (platformSlug: string, contractAddress: string) => getRequest(defiPaths.detail(platformSlug, contractAddress))

/** The query options of the DeFi resources, under the key hierarchy of `defiKeys`. */
export const defiQueries = {
  all,
  lists,
  platformLists,
  listRequest: listRequestOf,
  /** The key holds the API parameters the request sends. */
  list: (params: DefiListParams, platformSlug?: string) => {
    const request = listRequestOf(params, platformSlug)
    return queryOptions({
      queryKey: [...platformLists(platformSlug), request.params] as const,
      queryFn: async (context) => (await fetchList(request.path, request.item, request.params, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  details,
  detailRequest: detailRequestOf,
  detail: (platformSlug: string, contractAddress: string) =>
    queryOptions({
      queryKey: defiKeys.detail(platformSlug, contractAddress),
      queryFn: async (context) => (await fetchOne(detailRequestOf(platformSlug, contractAddress).path, defiRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
  chains: () =>
    queryOptions({
      queryKey: defiKeys.chains(),
      queryFn: async (context) => (await apiFetch({ path: defiPaths.chains, ...forQuery(context) }, chainsResponseSchema)).data,
      staleTime: CHAINS_STALE_MS,
    }),
}
