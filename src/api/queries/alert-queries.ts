import { queryOptions } from '@tanstack/react-query'
import { fetchList } from '../client'
import { alertListParams, type AlertListParams } from '../params/alert-params'
import { alertSchema } from '../schemas/alerts'
import { forQuery, listRequest } from './api-request'
import { ALERTS_STALE_MS } from './stale-times'

const alertPaths = {
  list: '/ratings/defi/alerts',
}

const all = () => ['alerts'] as const
const lists = () => [...all(), 'list'] as const

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
