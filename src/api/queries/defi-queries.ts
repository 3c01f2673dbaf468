import { queryOptions } from '@tanstack/react-query'
import { fetchList, sendPaid } from '../client'
import { defiListParams, type DefiListParams } from '../params/defi-params'
import { chainsResponseSchema } from '../schemas/chains'
import { defiRatingSchema } from '../schemas/defi'
import { defiDetailQuery } from './start-up-queries'
import { forQuery } from './query-tag'
import { defiKeys, defiPaths } from './resource-keys'
import { CHAINS_STALE_MS, RATINGS_STALE_MS } from './stale-times'

const { all, lists, platformLists, details } = defiKeys

/** The query options of the DeFi resources, under the key hierarchy of `defiKeys`. */
export const defiQueries = {
  all,
  lists,
  platformLists,
  /** All products, or one platform's when `platformSlug` is given. */
  list: (params: DefiListParams, platformSlug?: string) => {
    const apiParams = defiListParams.toApiParams(params)
    const path = defiPaths.list(platformSlug)
    return queryOptions({
      queryKey: [...platformLists(platformSlug), apiParams] as const,
      queryFn: async (context) => (await fetchList(path, defiRatingSchema, apiParams, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  details,
  detail: defiDetailQuery,
  chains: () =>
    queryOptions({
      queryKey: defiKeys.chains(),
      queryFn: async (context) => (await sendPaid({ path: defiPaths.chains, ...forQuery(context) }, chainsResponseSchema)).data,
      staleTime: CHAINS_STALE_MS,
    }),
}
