import { queryOptions } from '@tanstack/react-query'
import { fetchList, fetchOne } from '../client'
import { infraListParams, type InfraListParams } from '../params/infra-params'
import { infraRatingSchema } from '../schemas/infra'
import { getRequest, listRequest } from './api-request'
import { forQuery } from './query-tag'
import { infraKeys, infraPaths } from './resource-keys'
import { RATINGS_STALE_MS } from './stale-times'

const { all, lists, details } = infraKeys

const listRequestOf = (params: InfraListParams) => listRequest(infraPaths.list, infraRatingSchema, infraListParams.toApiParams(params))
const detailRequestOf = (slug: string) => getRequest(infraPaths.detail(slug))

/** The query options of the infrastructure resources, under the key hierarchy of `infraKeys`. */
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
      queryKey: infraKeys.detail(slug),
      queryFn: async (context) => (await fetchOne(detailRequestOf(slug).path, infraRatingSchema, forQuery(context))).data,
      staleTime: RATINGS_STALE_MS,
    }),
}
