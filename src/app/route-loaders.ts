import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { DEMO_API_BASE_URL, getApiConfig } from '../api/config'
import { budgetReached } from '../credits/budget'
import { alertListParams } from '../api/params/alert-params'
import { defiListParams } from '../api/params/defi-params'
import { alertQueries } from '../api/queries/alert-queries'
import { defiDetailFromCache } from '../api/queries/defi-cache'
import { defiQueries } from '../api/queries/defi-queries'
import { infraQueries } from '../api/queries/infra-queries'
import { keyQueries } from '../api/queries/key-queries'
import { infraViewParams } from '../features/infra/infra-view-params'
import { COMPARE_MIN_ITEMS, parseCompareItems } from '../lib/compare-items'
import { toSlug } from '../lib/slug'

type Loader = (args: LoaderFunctionArgs) => null
type Prefetch = <Data, Error, Selected, Key extends QueryKey>(options: FetchQueryOptions<Data, Error, Selected, Key>) => void

/**
 * The routes' loaders: each asks for what its view shows, with the view's own
 * query options. The stored cache is in the client before the router is made
 * (main.tsx), so what the device holds is not paid for again. They do not
 * wait for the answers: the page renders its skeleton while data and code
 * arrive side by side, and the view's query shows an answer, a failure or the
 * budget's hold as it does for any fetch.
 */
export function createLoaders(queryClient: QueryClient) {
  const prefetch: Prefetch = (options) => void queryClient.prefetchQuery(options)
  const loaderOf =
    (ask: (args: LoaderFunctionArgs) => void): Loader =>
    (args) => {
      // Live mode without a key has nothing to ask: the views say how to connect. Past the credit budget the
      // views show what the cache holds, as the client's refetchOnMount does, and meet the hold for what it lacks.
      const { baseUrl, apiKey } = getApiConfig()
      if ((baseUrl !== DEMO_API_BASE_URL && apiKey === null) || budgetReached()) return null
      ask(args)
      return null
    }
  const search = (request: Request) => new URL(request.url).searchParams

  return {
    defiList: loaderOf(({ request, params }) => {
      prefetch(defiQueries.list(defiListParams.fromSearch(search(request)).params, params.platformSlug))
      prefetch(defiQueries.chains())
    }),
    product: loaderOf(({ params }) => prefetch(defiQueries.detail(params.platformSlug ?? '', params.contractAddress ?? ''))),
    compare: loaderOf(({ request }) => {
      const { items } = parseCompareItems(search(request).get('items'))
      if (items.length >= COMPARE_MIN_ITEMS) for (const item of items) prefetch(defiDetailFromCache(queryClient, item.slug, item.address))
    }),
    infraList: loaderOf(({ request }) => prefetch(infraQueries.list(infraViewParams.fromSearch(search(request)).params))),
    provider: loaderOf(({ params }) => {
      const slug = params.slug ?? ''
      // A hand-typed name is first redirected to its slug (provider-route.tsx), whose own loader asks.
      if (toSlug(slug) === slug) prefetch(infraQueries.detail(slug))
    }),
    alertList: loaderOf(({ request }) => {
      prefetch(alertQueries.list(alertListParams.fromSearch(search(request)).params))
      prefetch(defiQueries.chains())
    }),
    keys: loaderOf(() => {
      prefetch(keyQueries.list())
      prefetch(keyQueries.billingStatus())
    }),
  }
}
