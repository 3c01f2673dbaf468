/*
 * The "API request" panel's helpers. The request itself is the query
 * factory's (`defiQueries.listRequest` and friends, api/queries/api-request.ts),
 * turned into a URL by the client's own `buildUrl`, so the panel cannot show
 * a request the dashboard does not send (test/unit/api/view-requests.dom.test.ts).
 */
import { buildUrl } from './client'
import { DEMO_API_BASE_URL, REAL_API_BASE_URL } from './config'
import type { GetRequest } from './queries/api-request'

/** The full URL of a view's request against `baseUrl`. */
export function viewRequestUrl(baseUrl: string, request: GetRequest): string {
  return buildUrl(baseUrl, request.path, request.params)
}

/** How the session ledger writes this request (path and query below the base), to find what it last cost. */
export function viewRequestLedgerLine(request: GetRequest): string {
  return buildUrl('', request.path, request.params)
}

/**
 * The base a person's own code would call. Demo mode's base is the mock
 * backend inside this page, which no code outside it can reach: the real
 * service's is shown instead. A relative base (a proxy on this site) is made
 * absolute, so the URL works outside the browser too.
 */
export function publicBaseUrl(configuredBaseUrl: string, pageOrigin: string | undefined): { baseUrl: string; demo: boolean } {
  if (configuredBaseUrl === DEMO_API_BASE_URL) return { baseUrl: REAL_API_BASE_URL, demo: true }
  if (/^https?:\/\//i.test(configuredBaseUrl) || !pageOrigin) return { baseUrl: configuredBaseUrl, demo: false }
  try {
    return { baseUrl: new URL(configuredBaseUrl, pageOrigin).href, demo: false }
  } catch {
    return { baseUrl: configuredBaseUrl, demo: false }
  }
}
