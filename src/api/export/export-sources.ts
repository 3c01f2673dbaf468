import type { QueryKey } from '@tanstack/react-query'
import type * as z from 'zod'
import { fetchList, type ListPage } from '../client'
import type { AlertListParams } from '../params/alert-params'
import type { DefiListParams } from '../params/defi-params'
import type { InfraListParams } from '../params/infra-params'
import type { ListRequest } from '../queries/api-request'
import { alertQueries } from '../queries/alert-queries'
import { defiQueries } from '../queries/defi-queries'
import { infraQueries } from '../queries/infra-queries'
import type { Alert } from '../schemas/alerts'
import type { DefiRating } from '../schemas/defi'
import type { InfraRating } from '../schemas/infra'
import type { ApiParams, FetchedPage } from './export-pages'

/**
 * What the exporter needs of one list view: the request (the view's query
 * factory's own `listRequest`), the record identity, and the query key a
 * page of the view would have in the cache.
 */
export interface ExportSource<T> {
  params: ApiParams
  fetchPage: (params: ApiParams, signal: AbortSignal) => Promise<FetchedPage<T>>
  identity: (row: T) => string
  queryKeyFor: (limit: number, offset: number) => QueryKey
}

/** A cache read, kept outside so the exporter stays free of React. */
export type CachedPageLookup = <T>(queryKey: QueryKey) => ListPage<T> | undefined

/** The view's list request, paged by the exporter itself. */
function exportSource<S extends z.ZodMiniType>(
  request: ListRequest<S>,
  identity: (row: z.output<S>) => string,
  queryKeyFor: (limit: number, offset: number) => QueryKey,
): ExportSource<z.output<S>> {
  const { limit: _limit, offset: _offset, ...params } = request.params
  return {
    params,
    fetchPage: async (pageParams, signal) => {
      const response = await fetchList(request.path, request.item, pageParams, { signal })
      return { page: response.data, usedCredits: response.usedCredits }
    },
    identity,
    queryKeyFor,
  }
}

export function defiExportSource(params: DefiListParams, platformSlug?: string): ExportSource<DefiRating> {
  return exportSource(
    defiQueries.listRequest(params, platformSlug),
    (row) => `${row.provider_name}\u0000${row.contract_address.toLowerCase()}`,
    (limit, offset) => defiQueries.list({ ...params, limit, offset }, platformSlug).queryKey,
  )
}

export function infraExportSource(params: InfraListParams): ExportSource<InfraRating> {
  return exportSource(infraQueries.listRequest(params), (row) => row.name, (limit, offset) => infraQueries.list({ ...params, limit, offset }).queryKey)
}

export function alertExportSource(params: AlertListParams): ExportSource<Alert> {
  return exportSource(alertQueries.listRequest(params), (row) => row.id, (limit, offset) => alertQueries.list({ ...params, limit, offset }).queryKey)
}
