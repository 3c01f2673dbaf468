import type * as z from 'zod'
import type { ApiConfig } from '../api/config'
import { ApiError, fallbackMessage } from '../api/errors'
import { buildUrl, apiFetch, type ApiRequest, type SchemaSource } from '../api/transport'
import { holdAutomaticRequest } from './budget'
import { readCredits, recordRequest } from './ledger'

export interface ApiResponse<T> {
  data: T
  /** Credits the request cost, when the server exposes `x-used-credits`. */
  usedCredits: number | null
}

/**
 * The credits layer around the transport, for every request the dashboard
 * sends: the session budget may hold it, and the ledger gets one line per
 * answer (or per request that got none).
 */
export async function sendPaid<S extends z.ZodMiniType>(
  request: ApiRequest,
  schema: SchemaSource<S>,
  givenConfig?: ApiConfig,
): Promise<ApiResponse<z.output<S>>> {
  // Only what the dashboard sends on its own (a query's fetch) is held; what a person does is always sent.
  if (request.queryHash !== undefined && holdAutomaticRequest()) {
    throw new ApiError({ kind: 'budget_hold', message: fallbackMessage('budget_hold') })
  }
  const time = Date.now()
  let usedCredits: number | null = null
  const data = await apiFetch(request, schema, givenConfig, (response) => {
    usedCredits = response && readCredits(response.headers)
    recordRequest({
      time,
      method: request.method ?? 'GET',
      // Path and query below the base: the key travels in a header, never in the ledger.
      request: buildUrl('', request.path, request.params),
      status: response?.status ?? null,
      credits: usedCredits,
      queryHash: request.queryHash ?? null,
    })
  })
  return { data, usedCredits }
}
