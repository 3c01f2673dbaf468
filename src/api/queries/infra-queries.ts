import { queryOptions } from '@tanstack/react-query'
import { fetchList, fetchOne, pathSegment } from '../client'
import { infraListParams, type InfraListParams } from '../params/infra-params'
import { infraRatingSchema } from '../schemas/infra'
import { forQuery } from './query-tag'
import { RATINGS_STALE_MS } from './stale-times'

export const infraQueries = {
  all: () => ['infra'] as const,
  list: (params: InfraListParams) => {
    const apiParams = infraListParams.toApiParams(params)
    return queryOptions({
      queryKey: ['infra', 'list', apiParams] as const,
      queryFn: async (context) => (await fetchList('/ratings/infra', infraRatingSchema, apiParams, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  detail: (slug: string) =>
    queryOptions({
      queryKey: ['infra', 'detail', slug] as const,
      queryFn: async (context) => (await fetchOne(`/ratings/infra/${pathSegment(slug)}`, infraRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
}
