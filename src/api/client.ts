import * as z from 'zod'
import { sendPaid } from '../credits/send-paid'
import type { ListPage } from './fetch-list'

export { buildUrl, type ApiRequest, type QueryParams } from './transport'
export type { ApiResponse } from '../credits/send-paid'
export { fetchList, type ListPage } from './fetch-list'

/**
 * What query functions and mutations call: the credits layer (budget hold,
 * ledger) around the transport's apiFetch (src/api/transport.ts). One record
 * is fetched with fetch-one.ts and a page of a list with fetch-list.ts, which
 * start-up code can carry.
 */
export { sendPaid }

/** What a query function passes on to the fetch helpers. */
export interface FetchOptions {
  signal?: AbortSignal
  queryHash?: string
}

/** For 204 answers: an empty body parses to null. */
export const emptyBodySchema = z.unknown()

/** True when another page exists: by the total when known, else when a full page came back (contract 3). */
export function hasNextPage(page: ListPage<unknown>): boolean {
  if (page.pagination) return page.offset + page.items.length < page.pagination.total_count
  return page.items.length >= page.limit && page.items.length > 0
}
