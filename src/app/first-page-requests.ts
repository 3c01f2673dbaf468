import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { matchRoutes, type Params } from 'react-router-dom'
import { budgetReached } from '../api/credits/budget'
import { DEMO_API_BASE_URL, type ApiConfig } from '../api/config'
import { sendEarly } from '../api/early-answers'
import { apiKeyKeys, apiKeyPaths, defiKeys, defiPaths, infraKeys, infraPaths } from '../api/queries/resource-keys'
import { BILLING_STALE_MS, KEYS_STALE_MS, RATINGS_STALE_MS } from '../api/queries/stale-times'
import { toSlug } from '../lib/slug'

/** A record the page fetches as it opens: the query it is filed under and the GET that fetches it. */
export interface FirstPageRequest {
  queryKey: QueryKey
  path: string
}

/** The route's parameters, decoded as the router decodes them for the page (matchPath alone would not). */
function paramsOf(pattern: string, pathname: string): Params | null {
  return matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? null
}

function fresh(updatedAt: number | undefined, staleMs: number, now: number): boolean {
  return updatedAt !== undefined && updatedAt > 0 && now - updatedAt < staleMs
}

/** The query's own record, fetched and not yet stale or invalidated: its view will not ask for it. */
function heldFresh(queryClient: QueryClient, queryKey: QueryKey, staleMs: number, now: number): boolean {
  const state = queryClient.getQueryState(queryKey)
  return state?.data !== undefined && !state.isInvalidated && fresh(state.dataUpdatedAt, staleMs, now)
}

/**
 * The records whose text is the page's largest paint, for the pages that open
 * on them (a product, a provider, the keys), less what the cache holds fresh.
 * Each must be a request the page's view sends with the same key and path as
 * it opens; any other page gives none. Not the compare page: it opens on its
 * heading and the products' names from the URL, and its two to four requests
 * (a preflight each, on the API's origin) sent early compete with that first
 * paint (Lighthouse, live build: LCP 2.4 → 2.6–2.7 s).
 */
export function firstPageRequests(queryClient: QueryClient, pathname: string, now = Date.now()): FirstPageRequest[] {
  const wanted = (queryKey: QueryKey, path: string, staleMs: number): FirstPageRequest[] =>
    heldFresh(queryClient, queryKey, staleMs, now) ? [] : [{ queryKey, path }]

  const product = paramsOf('/defi/:platformSlug/:contractAddress', pathname)
  if (product) {
    const { platformSlug = '', contractAddress = '' } = product
    return wanted(defiKeys.detail(platformSlug, contractAddress), defiPaths.detail(platformSlug, contractAddress), RATINGS_STALE_MS)
  }
  const provider = paramsOf('/infra/:slug', pathname)
  if (provider) {
    // A hand-typed name is first redirected to its slug (provider-route.tsx), a view of its own: it loads as usual.
    const { slug = '' } = provider
    return toSlug(slug) === slug ? wanted(infraKeys.detail(slug), infraPaths.detail(slug), RATINGS_STALE_MS) : []
  }
  if (paramsOf('/keys', pathname)) {
    return [
      ...wanted(apiKeyKeys.lists(), apiKeyPaths.list, KEYS_STALE_MS),
      ...wanted(apiKeyKeys.billingStatus(), apiKeyPaths.billingStatus, BILLING_STALE_MS),
    ]
  }
  return []
}

/**
 * Live mode, on the first page of a visit, once the stored cache is read:
 * sends the requests of `firstPageRequests` now, while the page's code is
 * still loading. Not in demo mode (the backend answers in the page itself),
 * without a key (the page asks for one first), or while the credit budget
 * holds automatic requests.
 */
export function sendFirstPageRequests(queryClient: QueryClient, location: Pick<Location, 'pathname'>, config: ApiConfig): void {
  if (config.baseUrl === DEMO_API_BASE_URL || !config.apiKey || budgetReached()) return
  for (const { queryKey, path } of firstPageRequests(queryClient, location.pathname)) {
    sendEarly(config, path, hashKey(queryKey))
  }
}
