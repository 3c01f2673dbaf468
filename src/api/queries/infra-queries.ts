import { queryOptions } from '@tanstack/react-query'
import { fetchList, fetchOne } from '../client'
import { infraListParams, type InfraListParams } from '../params/infra-params'
import { infraRatingSchema } from '../schemas/infra'
import { forQuery, getRequest, listRequest, pathSegment } from './api-request'
import { RATINGS_STALE_MS } from './stale-times'

const infraPaths = {
  list: '/ratings/infra',
  detail: (slug: string) => `/ratings/infra/${pathSegment(slug)}`,
}

const all = () => ['infra'] as const
const lists = () => [...all(), 'list'] as const
const details = () => [...all(), 'detail'] as const

const listRequestOf = (params: InfraListParams) => listRequest(infraPaths.list, infraRatingSchema, infraListParams.toApiParams(params))
const detailRequestOf = (slug: string) => getRequest(infraPaths.detail(slug))

/** The query options of the infrastructure resources; keys form a hierarchy (all → lists → list, all → details → detail). */
export const infraQueries = {
  all,
  lists,
  listRequest: listRequestOf,
  list: (params: InfraListParams) => {
    const request = listRequestOf(params)
    return queryOptions({
      queryKey: [...lists(), request.params] as const,
      queryFn: async (context) => (await fetchList(request.path, request.item, request.params, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    })
  },
  details,
  detailRequest: detailRequestOf,
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...details(), slug] as const,
      queryFn: async (context) => (await fetchOne(detailRequestOf(slug).path, infraRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
}
