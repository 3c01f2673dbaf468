import type { QueryKey } from '@tanstack/react-query'
import type * as z from 'zod'
import { fetchList, type ListPage } from '../client'
import { defiPaths } from '../queries/resource-keys'
import { alertListParams, type AlertListParams } from '../params/alert-params'
import { defiListParams, type DefiListParams } from '../params/defi-params'
import { infraListParams, type InfraListParams } from '../params/infra-params'
import { alertQueries } from '../queries/alert-queries'
import { defiQueries } from '../queries/defi-queries'
import { infraQueries } from '../queries/infra-queries'
import { alertSchema, type Alert } from '../schemas/alerts'
import { defiRatingSchema, type DefiRating } from '../schemas/defi'
import { infraRatingSchema, type InfraRating } from '../schemas/infra'
import type { ApiParams, FetchedPage } from './export-pages'

/**
 * What the exporter needs of one list view: the request (the same path,
 * schema and parameters as the view's query factory), the record identity,
 * and the query key a page of the view would have in the cache.
 */
export interface ExportSource<T> {
  params: ApiParams
  fetchPage: (params: ApiParams, signal: AbortSignal) => Promise<FetchedPage<T>>
  identity: (row: T) => string
  queryKeyFor: (limit: number, offset: number) => QueryKey
}

/** A cache read, kept outside so the exporter stays free of React. */
export type CachedPageLookup = <T>(queryKey: QueryKey) => ListPage<T> | undefined

function fetcher<S extends z.ZodMiniType>(path: string, item: S) {
  return async (params: ApiParams, signal: AbortSignal): Promise<FetchedPage<z.output<S>>> => {
    const response = await fetchList(path, item, params, { signal })
    return { page: response.data, usedCredits: response.usedCredits }
  }
}

/** The view's parameters without its page: the exporter pages by itself. */
function withoutPage(apiParams: Record<string, string>): ApiParams {
  const { limit: _limit, offset: _offset, ...rest } = apiParams
  return rest
}

export function defiExportSource(params: DefiListParams, platformSlug?: string): ExportSource<DefiRating> {
  const path = defiPaths.list(platformSlug)
  return {
    params: withoutPage(defiListParams.toApiParams(params)),
    fetchPage: fetcher(path, defiRatingSchema),
    identity: (row) => `${row.provider_name}\u0000${row.contract_address.toLowerCase()}`,
    queryKeyFor: (limit, offset) => defiQueries.list({ ...params, limit, offset }, platformSlug).queryKey,
  }
}

export function infraExportSource(params: InfraListParams): ExportSource<InfraRating> {
  return {
    params: withoutPage(infraListParams.toApiParams(params)),
    fetchPage: fetcher('/ratings/infra', infraRatingSchema),
    identity: (row) => row.name,
    queryKeyFor: (limit, offset) => infraQueries.list({ ...params, limit, offset }).queryKey,
  }
}

export function alertExportSource(params: AlertListParams): ExportSource<Alert> {
  return {
    params: withoutPage(alertListParams.toApiParams(params)),
    fetchPage: fetcher('/ratings/defi/alerts', alertSchema),
    identity: (row) => row.id,
    queryKeyFor: (limit, offset) => alertQueries.list({ ...params, limit, offset }).queryKey,
  }
}
