import { queryOptions } from '@tanstack/react-query'
import { fetchList } from '../client'
import { forQuery } from './query-tag'
import { alertListParams, type AlertListParams } from '../params/alert-params'
import { alertSchema } from '../schemas/alerts'
import { ALERTS_STALE_MS } from './stale-times'

export const alertQueries = {
  all: () => ['alerts'] as const,
  list: (params: AlertListParams) => {
    const apiParams = alertListParams.toApiParams(params)
    return queryOptions({
      queryKey: ['alerts', 'list', apiParams] as const,
      queryFn: async (context) => (await fetchList('/ratings/defi/alerts', alertSchema, apiParams, forQuery(context))).data,
      staleTime: ALERTS_STALE_MS,
    })
  },
}
