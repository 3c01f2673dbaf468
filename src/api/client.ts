import * as z from 'zod'
import { DEFAULT_LIMIT } from './params/list-defaults'
import { pageEnvelopeSchema, singleEnvelopeSchema, type Pagination } from './schemas/common'
import { apiFetch, type ApiResponse, type QueryParams } from './transport'

export { apiFetch, buildUrl, type ApiRequest, type ApiResponse, type QueryParams } from './transport'

/** What a query function passes on to the fetch helpers. */
export interface FetchOptions {
  signal?: AbortSignal
  /** The hash of the query the request fetches for: marks it as sent on the dashboard's own account (transport.ts). */
  queryHash?: string
}

/** For 204 answers: an empty body parses to null. */
export const emptyBodySchema = z.unknown()

export interface ListPage<T> {
  items: T[]
  /** Null when the service sent none (the real one does not). */
  pagination: Pagination | null
  /** The limit the page was asked for; decides "has next" when no total is known. */
  limit: number
  offset: number
}

/** GET one record: accepts `{ data: {...} }` or the bare object. */
export async function fetchOne<S extends z.ZodMiniType>(path: string, item: S, options: FetchOptions = {}): Promise<ApiResponse<z.output<S>>> {
  const response = await apiFetch({ path, ...options }, singleEnvelopeSchema(item))
  return { data: response.data as z.output<S>, usedCredits: response.usedCredits }
}

/** GET a page of a list: unwraps `{ data, pagination? }`. */
export async function fetchList<S extends z.ZodMiniType>(
  path: string,
  item: S,
  params: QueryParams & { limit?: number | string; offset?: number | string },
  options: FetchOptions = {},
): Promise<ApiResponse<ListPage<z.output<S>>>> {
  const asked = Number(params.limit)
  const limit = Number.isInteger(asked) && asked > 0 ? asked : null
  const response = await apiFetch({ path, params, ...options }, pageEnvelopeSchema(item, limit))
  const body = response.data as { data: z.output<S>[]; pagination?: Pagination | null }
  return {
    usedCredits: response.usedCredits,
    data: {
      items: body.data,
      pagination: body.pagination ?? null,
      limit: Number(params.limit ?? body.pagination?.limit ?? DEFAULT_LIMIT),
      offset: Number(params.offset ?? body.pagination?.offset ?? 0),
    },
  }
}

/** True when another page exists: by the total when known, else when a full page came back (contract 3). */
export function hasNextPage(page: ListPage<unknown>): boolean {
  if (page.pagination) return page.offset + page.items.length < page.pagination.total_count
  return page.items.length >= page.limit && page.items.length > 0
}
