import * as z from 'zod'
import { sendPaid, type ApiResponse } from '../credits/send-paid'
import { listEnvelopeSchema, type Pagination } from './schemas/common'
import type { QueryParams } from './transport'

export { buildUrl, type ApiRequest, type QueryParams } from './transport'
export type { ApiResponse } from '../credits/send-paid'

/**
 * What query functions and mutations call: the credits layer (budget hold,
 * ledger) around the transport's apiFetch (src/api/transport.ts). One record
 * is fetched with fetch-one.ts, which start-up code can carry.
 */
export { sendPaid }

/** What a query function passes on to the fetch helpers. */
export interface FetchOptions {
  signal?: AbortSignal
  queryHash?: string
}

export interface ListPage<T> {
  items: T[]
  /** Null when the service sent none (the real one does not). */
  pagination: Pagination | null
  /** The limit the page was asked for; decides "has next" when no total is known. */
  limit: number
  offset: number
}

/**
 * A server that sends more rows than asked (10,000 for a page of 10) is cut
 * to the page before the rows are validated: checking rows nobody will see
 * kept the main thread busy for about a second.
 */
function cutToLimit(body: unknown, limit: number | null): unknown {
  if (limit === null || typeof body !== 'object' || body === null || !('data' in body)) return body
  const rows = body.data
  return Array.isArray(rows) && rows.length > limit ? { ...body, data: rows.slice(0, limit) } : body
}

/** GET a list: unwraps `{ data, pagination? }`. */
export async function fetchList<T extends z.ZodType>(
  path: string,
  item: T,
  params: QueryParams & { limit?: number | string; offset?: number | string },
  options: FetchOptions = {},
): Promise<ApiResponse<ListPage<z.output<T>>>> {
  const asked = Number(params.limit)
  const limit = Number.isInteger(asked) && asked > 0 ? asked : null
  const schema = z.preprocess((body) => cutToLimit(body, limit), listEnvelopeSchema(item))
  const response = await sendPaid({ path, params, ...options }, schema)
  const envelope = response.data as { data: z.output<T>[]; pagination?: Pagination | null }
  return {
    usedCredits: response.usedCredits,
    data: {
      items: envelope.data,
      pagination: envelope.pagination ?? null,
      limit: Number(params.limit ?? envelope.pagination?.limit ?? 10),
      offset: Number(params.offset ?? envelope.pagination?.offset ?? 0),
    },
  }
}

/** For 204 answers: an empty body parses to null. */
export const emptyBodySchema = z.unknown()

/** True when another page exists: by the total when known, else when a full page came back (contract 3). */
export function hasNextPage(page: ListPage<unknown>): boolean {
  if (page.pagination) return page.offset + page.items.length < page.pagination.total_count
  return page.items.length >= page.limit && page.items.length > 0
}
