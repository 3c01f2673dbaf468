import { hashKey, type QueryKey } from '@tanstack/react-query'
import type * as z from 'zod'
import type { FetchOptions } from '../client'
import type { ApiRequest } from '../transport'

/** A value as one segment of an API path. */
export function pathSegment(value: string): string {
  return encodeURIComponent(value)
}

/**
 * A GET of the API as a query factory sends it. The factory's query, the
 * view's "API request" panel and "Export all" all start from this one
 * description of the request.
 */
export type GetRequest = ApiRequest & {
  method: 'GET'
  /** Query parameters in the API's names and the order the client sends them. */
  params: Readonly<Record<string, string>>
}

/** A list's request with the schema of one of its records. */
export type ListRequest<S extends z.ZodMiniType> = GetRequest & { item: S }

export function getRequest(path: string, params: Readonly<Record<string, string>> = {}): GetRequest {
  return { method: 'GET', path, params }
}

export function listRequest<S extends z.ZodMiniType>(path: string, item: S, params: Readonly<Record<string, string>>): ListRequest<S> {
  return { method: 'GET', path, params, item }
}

/**
 * What a query function hands the fetch layer: the hash of its query (the
 * same one React Query files it under), so the request counts as one the
 * dashboard sent on its own, and the ledger line can be matched to the view
 * that shows its data.
 *
 * No abort signal, on purpose: an answer the service already charged for is
 * kept in the cache when the person navigates away, so coming back costs
 * nothing. The client still honours a signal where a caller passes one.
 */
export function forQuery({ queryKey }: { queryKey: QueryKey }): FetchOptions {
  return { queryHash: hashKey(queryKey) }
}
