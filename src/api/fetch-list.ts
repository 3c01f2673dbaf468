import type * as z from 'zod'
import { sendPaid, type ApiResponse } from '../credits/send-paid'
import type { FetchOptions } from './client'
import { DEFAULT_LIMIT } from './params/list-defaults'
import type { Pagination } from './schemas/common'
import type { QueryParams } from './transport'

export interface ListPage<T> {
  items: T[]
  /** Null when the service sent none (the real one does not). */
  pagination: Pagination | null
  /** The limit the page was asked for; decides "has next" when no total is known. */
  limit: number
  offset: number
}

/**
 * GET a list: unwraps `{ data, pagination? }`. Free of zod at run time, like
 * fetchOne: the row schema (and the envelope's) load while the request is on
 * its way, so a list page's loader can send its first request from the
 * start-up code.
 */
export async function fetchList<T extends z.ZodMiniType>(
  path: string,
  loadItem: () => Promise<T>,
  params: QueryParams & { limit?: number | string; offset?: number | string },
  options: FetchOptions = {},
): Promise<ApiResponse<ListPage<z.output<T>>>> {
  const asked = Number(params.limit)
  const limit = Number.isInteger(asked) && asked > 0 ? asked : null
  const envelope = async () => {
    const [item, { pageEnvelopeSchema }] = await Promise.all([loadItem(), import('./schemas/common')])
    return pageEnvelopeSchema(item, limit)
  }
  const response = await sendPaid({ path, params, ...options }, envelope)
  const body = response.data as { data: z.output<T>[]; pagination?: Pagination | null }
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
