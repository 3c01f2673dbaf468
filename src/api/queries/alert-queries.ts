import { queryOptions } from '@tanstack/react-query'
import { fetchList } from '../client'
import { alertListParams, type AlertListParams } from '../params/alert-params'
import { alertSchema } from '../schemas/alerts'
import { listRequest } from './api-request'
import { forQuery } from './query-tag'
import { alertKeys, alertPaths } from './resource-keys'
import { ALERTS_STALE_MS } from './stale-times'

const { all, lists } = alertKeys

const listRequestOf = (params: AlertListParams) => listRequest(alertPaths.list, alertSchema, alertListParams.toApiParams(params))

/** Keys form a hierarchy (all → lists → list), so any level can be matched or invalidated at once. */
export const alertQueries = {
  all,
  lists,
  listRequest: listRequestOf,
  list: (params: AlertListParams) => {
    const request = listRequestOf(params)
    return queryOptions({
      queryKey: [...lists(), request.params] as const,
      queryFn: async (context) => (await fetchList(request.path, request.item, request.params, forQuery(context))).data,
      staleTime: ALERTS_STALE_MS,
    })
  },
}
