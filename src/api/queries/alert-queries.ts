import { queryOptions } from '@tanstack/react-query'
import { fetchList } from '../client'
import { forQuery } from './query-tag'
import { alertListParams, type AlertListParams } from '../params/alert-params'
import { alertSchema } from '../schemas/alerts'
import { ALERTS_STALE_MS } from './stale-times'

const all = () => ['alerts'] as const
const lists = () => [...all(), 'list'] as const

/** Keys form a hierarchy (all → lists → list), so any level can be matched or invalidated at once. */
export const alertQueries = {
  all,
  lists,
  list: (params: AlertListParams) => {
    const apiParams = alertListParams.toApiParams(params)
    return queryOptions({
      queryKey: [...lists(), apiParams] as const,
      queryFn: async (context) => (await fetchList('/ratings/defi/alerts', alertSchema, apiParams, forQuery(context))).data,
      staleTime: ALERTS_STALE_MS,
    })
  },
}
