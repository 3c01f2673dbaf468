import { ApiError, fallbackMessage, isApiError } from '../api/errors'
import { buildUrl, readCredits, type Middleware } from '../api/transport'
import { holdAutomaticRequest } from './budget'
import { recordRequest } from './ledger'

/**
 * The credits layer around every request the dashboard sends, installed by the
 * app: the session budget may hold it, and the ledger gets one line per answer
 * (or per request that got none).
 */
export const creditsMiddleware: Middleware = async (send, { request }) => {
  // Only what the dashboard sends on its own (a query's fetch) is held; what a person does is always sent.
  if (request.queryHash !== undefined && holdAutomaticRequest()) {
    throw new ApiError({ kind: 'budget_hold', message: fallbackMessage('budget_hold') })
  }
  const line = {
    time: Date.now(),
    method: request.method ?? 'GET',
    // Path and query below the base: the key travels in a header, never in the ledger.
    request: buildUrl('', request.path, request.params),
    queryHash: request.queryHash ?? null,
  }
  let response: Response
  try {
    response = await send()
  } catch (error) {
    // An inner middleware's own error (the demo backend could not start) means nothing was sent.
    if (!isApiError(error)) recordRequest({ ...line, status: null, credits: null })
    throw error
  }
  // Recorded as soon as the headers arrive: the server has charged by then, whatever the body holds.
  recordRequest({ ...line, status: response.status, credits: readCredits(response.headers) })
  return response
}
