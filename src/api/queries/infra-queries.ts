import { queryOptions } from '@tanstack/react-query'
import { fetchList, fetchOne, pathSegment } from '../client'
import { infraListParams, type InfraListParams } from '../params/infra-params'
import { infraRatingSchema } from '../schemas/infra'
import { forQuery } from './query-tag'
import { RATINGS_STALE_MS } from './stale-times'

const all = () => ['infra'] as const
const lists = () => [...all(), 'list'] as const
const details = () => [...all(), 'detail'] as const

/** Keys form a hierarchy (all → lists → list, all → details → detail). */
export const infraQueries = {
  all,
  lists,
  list: (params: InfraListParams) => {
    const apiParams = infraListParams.toApiParams(params)
    return queryOptions({
      queryKey: [...lists(), apiParams] as const,
      queryFn: async (context) => (await fetchList('/ratings/infra', infraRatingSchema, apiParams, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  details,
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...details(), slug] as const,
      queryFn: async (context) => (await fetchOne(`/ratings/infra/${pathSegment(slug)}`, infraRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
}
