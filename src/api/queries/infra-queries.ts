import { queryOptions } from '@tanstack/react-query'
import { fetchList, fetchOne } from '../client'
import { infraListParams, type InfraListParams } from '../params/infra-params'
import { infraRatingSchema } from '../schemas/infra'
import { forQuery } from './query-tag'
import { infraKeys, infraPaths } from './resource-keys'
import { RATINGS_STALE_MS } from './stale-times'

const { all, lists, details } = infraKeys

/** The query options of the infrastructure resources, under the key hierarchy of `infraKeys`. */
export const infraQueries = {
  all,
  lists,
  list: (params: InfraListParams) => {
    const apiParams = infraListParams.toApiParams(params)
    return queryOptions({
      queryKey: [...lists(), apiParams] as const,
      queryFn: async (context) => (await fetchList(infraPaths.list, infraRatingSchema, apiParams, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  details,
  detail: (slug: string) =>
    queryOptions({
      queryKey: infraKeys.detail(slug),
      queryFn: async (context) => (await fetchOne(infraPaths.detail(slug), infraRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
}
