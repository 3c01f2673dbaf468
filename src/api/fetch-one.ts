import type * as z from 'zod'
import { sendPaid, type ApiResponse } from '../credits/send-paid'
import type { FetchOptions } from './client'

/**
 * GET one record: accepts `{ data: {...} }` or the bare object. Free of zod at
 * run time: the record's schema (and the envelope's) load while the request is
 * on its way, so a detail page's loader can send it from the start-up code,
 * before the chunk with zod and the schemas has arrived.
 */
export async function fetchOne<T extends z.ZodMiniType>(
  path: string,
  loadItem: () => Promise<T>,
  options: FetchOptions = {},
): Promise<ApiResponse<z.output<T>>> {
  const envelope = async () => {
    const [item, { singleEnvelopeSchema }] = await Promise.all([loadItem(), import('./schemas/common')])
    return singleEnvelopeSchema(item)
  }
  const response = await sendPaid({ path, ...options }, envelope)
  return { data: response.data as z.output<T>, usedCredits: response.usedCredits }
}
