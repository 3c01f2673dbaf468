import { queryOptions } from '@tanstack/react-query'
import { apiFetch, fetchList, fetchOne } from '../client'
import { defiListParams, type DefiListParams } from '../params/defi-params'
import { chainsResponseSchema } from '../schemas/chains'
import { defiRatingSchema } from '../schemas/defi'
import { forQuery, getRequest, listRequest, pathSegment } from './api-request'
import { RATINGS_STALE_MS } from './stale-times'

/** The chain list is fetched once per visit. */
const CHAINS_STALE_MS = Number.POSITIVE_INFINITY

export const defiPaths = {
  /** All products, or one platform's. */
  list: (platformSlug?: string) => (platformSlug ? `/ratings/defi/${pathSegment(platformSlug)}` : '/ratings/defi'),
  detail: (platformSlug: string, contractAddress: string) => `/ratings/defi/${pathSegment(platformSlug)}/${pathSegment(contractAddress)}`,
  chains: '/ratings/defi/chains',
}

const all = () => ['defi'] as const
const lists = () => [...all(), 'list'] as const
/** Every list of one platform (null: the list of all products), whatever its filters. */
const platformLists = (platformSlug?: string) => [...lists(), platformSlug ?? null] as const
const details = () => [...all(), 'detail'] as const

/** All products, or one platform's when `platformSlug` is given. */
const listRequestOf = (params: DefiListParams, platformSlug?: string) =>
  listRequest(defiPaths.list(platformSlug), defiRatingSchema, defiListParams.toApiParams(params))
const detailRequestOf = (platformSlug: string, contractAddress: string) => getRequest(defiPaths.detail(platformSlug, contractAddress))

/**
 * The query options of the DeFi resources. Keys form a hierarchy (all → lists
 * → platformLists → list, all → details → detail), so any level can be matched
 * or invalidated at once. The API calls the platform `provider_slug`; here it
 * is the platform, as everywhere in the UI.
 */
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
      queryKey: [...details(), platformSlug, contractAddress] as const,
      queryFn: async (context) => (await fetchOne(detailRequestOf(platformSlug, contractAddress).path, defiRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
  chains: () =>
    queryOptions({
      queryKey: [...all(), 'chains'] as const,
      queryFn: async (context) => (await apiFetch({ path: defiPaths.chains, ...forQuery(context) }, chainsResponseSchema)).data,
      staleTime: CHAINS_STALE_MS,
    }),
}
