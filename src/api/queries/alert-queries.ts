import { queryOptions } from '@tanstack/react-query'
import { fetchList } from '../client'
import { alertListParams, type AlertListParams } from '../params/alert-params'
import { alertSchema } from '../schemas/alerts'
import { forQuery } from './query-tag'
import { alertKeys, alertPaths } from './resource-keys'
import { ALERTS_STALE_MS } from './stale-times'

const { all, lists } = alertKeys

/** Keys form a hierarchy (all → lists → list), so any level can be matched or invalidated at once. */
export const alertQueries = {
  all,
  lists,
  list: (params: AlertListParams) => {
    const apiParams = alertListParams.toApiParams(params)
    return queryOptions({
      queryKey: [...lists(), apiParams] as const,
      queryFn: async (context) => (await fetchList(alertPaths.list, alertSchema, apiParams, forQuery(context))).data,
      staleTime: ALERTS_STALE_MS,
    })
  },
}
