/*
 * The request behind each data view, as the "API request" panel shows it.
 * Built from the same parameter maps (`toApiParams`) and paths the query
 * factories use, and turned into a URL by the client's own `buildUrl`, so the
 * panel cannot show a request the dashboard does not send
 * (test/unit/api/view-requests.dom.test.ts compares the two for every view).
 */
import { buildUrl } from './client'
import { DEMO_API_BASE_URL, REAL_API_BASE_URL } from './config'
import { alertListParams, type AlertListParams } from './params/alert-params'
import { defiListParams, type DefiListParams } from './params/defi-params'
import { infraListParams, type InfraListParams } from './params/infra-params'
import { defiPaths, infraPaths } from './queries/resource-keys'

export interface ViewRequest {
  method: 'GET'
  /** Path below the API base, e.g. `/ratings/defi`. */
  path: string
  /** Query parameters in the API's names and the order the client sends them. */
  params: Readonly<Record<string, string>>
}

/** The alerts query's path (alert-queries.ts); the drift test holds the two together. */
const ALERTS_PATH = '/ratings/defi/alerts'

export const viewRequests = {
  defiList: (params: DefiListParams, platformSlug?: string): ViewRequest => ({
    method: 'GET',
    path: defiPaths.list(platformSlug),
    params: defiListParams.toApiParams(params),
  }),
  defiDetail: (platformSlug: string, contractAddress: string): ViewRequest => ({
    method: 'GET',
    path: defiPaths.detail(platformSlug, contractAddress),
    params: {},
  }),
  infraList: (params: InfraListParams): ViewRequest => ({ method: 'GET', path: infraPaths.list, params: infraListParams.toApiParams(params) }),
  infraDetail: (slug: string): ViewRequest => ({ method: 'GET', path: infraPaths.detail(slug), params: {} }),
  alertList: (params: AlertListParams): ViewRequest => ({ method: 'GET', path: ALERTS_PATH, params: alertListParams.toApiParams(params) }),
}

/** The full URL of a view's request against `baseUrl`. */
export function viewRequestUrl(baseUrl: string, request: ViewRequest): string {
  return buildUrl(baseUrl, request.path, request.params)
}

/** How the session ledger writes this request (path and query below the base), to find what it last cost. */
export function viewRequestLedgerLine(request: ViewRequest): string {
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
