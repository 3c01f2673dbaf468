import { queryOptions } from '@tanstack/react-query'
import { fetchList, fetchOne, apiFetch, pathSegment } from '../client'
import { defiListParams, type DefiListParams } from '../params/defi-params'
import { chainsResponseSchema } from '../schemas/chains'
import { defiRatingSchema } from '../schemas/defi'
import { forQuery } from './query-tag'
import { CHAINS_STALE_MS, RATINGS_STALE_MS } from './stale-times'

const all = () => ['defi'] as const
const lists = () => [...all(), 'list'] as const
/** Every list of one platform (null: the list of all products), whatever its filters. */
const platformLists = (platformSlug?: string) => [...lists(), platformSlug ?? null] as const
const details = () => [...all(), 'detail'] as const

/**
 * Keys form a hierarchy (all → lists → platformLists → list, all → details →
 * detail), so any level can be matched or invalidated at once. The API calls
 * the platform `provider_slug`; here it is the platform, as everywhere in the UI.
 */
export const defiQueries = {
  all,
  lists,
  platformLists,
  /** All products, or one platform's when `platformSlug` is given. */
  list: (params: DefiListParams, platformSlug?: string) => {
    const apiParams = defiListParams.toApiParams(params)
    const path = platformSlug ? `/ratings/defi/${pathSegment(platformSlug)}` : '/ratings/defi'
    return queryOptions({
      queryKey: [...platformLists(platformSlug), apiParams] as const,
      queryFn: async (context) => (await fetchList(path, defiRatingSchema, apiParams, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  details,
  detail: (platformSlug: string, contractAddress: string) =>
    queryOptions({
      queryKey: [...details(), platformSlug, contractAddress] as const,
      queryFn: async (context) =>
        (await fetchOne(`/ratings/defi/${pathSegment(platformSlug)}/${pathSegment(contractAddress)}`, defiRatingSchema, forQuery(context)))
          .data,
      staleTime: RATINGS_STALE_MS,
    }),
  chains: () =>
    queryOptions({
      queryKey: [...all(), 'chains'] as const,
      queryFn: async (context) => (await apiFetch({ path: '/ratings/defi/chains', ...forQuery(context) }, chainsResponseSchema)).data,
      staleTime: CHAINS_STALE_MS,
    }),
}
