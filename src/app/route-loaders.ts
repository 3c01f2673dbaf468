import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { budgetReached } from '../credits/budget'
import { DEMO_API_BASE_URL, getApiConfig } from '../api/config'
import { DEFI_DEFAULT_SORT, INFRA_DEFAULT_SORT, defaultViewApiParams } from '../api/params/list-defaults'
import {
  alertListQuery,
  billingStatusQuery,
  chainsQuery,
  defiDetailQuery,
  defiListQuery,
  infraDetailQuery,
  infraListQuery,
  keyListQuery,
} from '../api/queries/start-up-queries'
import { defiKeys, infraKeys } from '../api/queries/resource-keys'
import { RATINGS_STALE_MS } from '../api/queries/stale-times'
import { startMockBackend } from '../features/connection/mock-backend'
import { toSlug } from '../lib/slug'

/** What the routes' loaders need, handed to `createRoutes` by whoever creates the router. */
export interface RouteContext {
  queryClient: QueryClient
  /** Settles once the stored cache is in the query client (or there is none): what is on the device is not asked for again. */
  restored: Promise<void>
}

/** Starts a page's first queries, with the same options factories (and URL parsers) its view uses. */
type StartQueries = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>

/**
 * Live mode with a key, and the credit budget not reached. Read from the API
 * config the connection feature sets, the one the requests themselves use.
 * Not in demo mode: the mock backend starts with the first request, and
 * started from here its start would compete with the first paint, for
 * nothing (it answers in the page itself); detail pages, whose main content
 * is the record, start the backend itself (StartInDemo). Past the budget the
 * view's own query meets the hold and shows it.
 */
function mayStartQueries(): boolean {
  const { baseUrl, apiKey } = getApiConfig()
  return baseUrl !== DEMO_API_BASE_URL && apiKey !== null && !budgetReached()
}

/**
 * A loader that starts the page's queries once the stored cache is restored,
 * and returns at once: the page renders its heading and skeleton while the
 * view's code and the data arrive side by side. `prefetchQuery` asks only for
 * what the cache lacks or holds stale, joins a request already on its way,
 * and keeps a failure in the query for the view to show.
 */
export function startsQueries(context: RouteContext, start: StartQueries, inDemo?: StartInDemo): (args: LoaderFunctionArgs) => null {
  return (args) => {
    void context.restored
      .then(() => {
        if (mayStartQueries()) return start(context.queryClient, args)
        if (inDemo && getApiConfig().baseUrl === DEMO_API_BASE_URL) inDemo(context.queryClient, args)
        return undefined
      })
      .catch(() => undefined)
    return null
  }
}

/** What a page's loader starts in demo mode instead of its queries. */
type StartInDemo = (queryClient: QueryClient, args: LoaderFunctionArgs) => void

/*
 * The pages' query options are in the start-up code (start-up-queries.ts), so their requests leave
 * before the shared chunk (zod, the schemas, the parameter definitions) arrives. That chunk is not
 * modulepreloaded from index.html: it would take start-up JS over the 120 kB gzip budget. A list whose
 * URL names nothing (a first visit's usual way in) asks for its default view at once; one whose URL
 * names a filter, a sort or a page waits for the parameter definitions to read it.
 */
const searchOf = (request: Request) => new URL(request.url).searchParams
const namesNothing = (request: Request) => new URL(request.url).search === ''

/** `/defi` and `/defi/:platformSlug`: the list the URL asks for, and the chains its filters name. */
export const defiListQueries: StartQueries = (queryClient, { request, params }) => {
  const list = namesNothing(request)
    ? queryClient.prefetchQuery(defiListQuery(defaultViewApiParams(DEFI_DEFAULT_SORT), params.platformSlug))
    : Promise.all([import('../api/queries/defi-queries'), import('../api/params/defi-params')]).then(([{ defiQueries }, { defiListParams }]) =>
        queryClient.prefetchQuery(defiQueries.list(defiListParams.fromSearch(searchOf(request)).params, params.platformSlug)),
      )
  return Promise.all([list, queryClient.prefetchQuery(chainsQuery())])
}

/**
 * True when the query under `key` would fetch now (as `prefetchQuery` decides): nothing or a stale
 * answer in the cache, and no request of its own on the way.
 */
function lacks(queryClient: QueryClient, key: readonly unknown[], staleMs: number): boolean {
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true })
  return !query || (query.state.fetchStatus !== 'fetching' && query.isStaleByTime(staleMs))
}

export const productQueries: StartQueries = (queryClient, { params }) =>
  queryClient.prefetchQuery(defiDetailQuery(params.platformSlug ?? '', params.contractAddress ?? ''))

/*
 * Demo mode: a detail page's main content waits for its record, and so for the in-browser backend (its
 * chunks, the service worker, the data). Asked for from the loader, the record's request starts the
 * backend and is held until it is ready (demo-requests.ts), while the page's own code and the shared
 * chunk load: the request no longer waits for the view to render first. List pages leave it to their
 * first request: their heading paints first, and the backend's chunks loading beside the route's
 * delayed it in Lighthouse. Past the credit budget only the backend starts; the view meets the hold.
 */
function startInDemo(queryClient: QueryClient, key: readonly unknown[], ask: () => Promise<unknown>): void {
  if (!lacks(queryClient, key, RATINGS_STALE_MS)) return
  if (budgetReached()) startMockBackend().catch(() => undefined)
  else ask().catch(() => undefined)
}

export const productInDemo: StartInDemo = (queryClient, args) => {
  const { platformSlug = '', contractAddress = '' } = args.params
  startInDemo(queryClient, defiKeys.detail(platformSlug, contractAddress), () => productQueries(queryClient, args))
}

export const providerInDemo: StartInDemo = (queryClient, args) => {
  const slug = args.params.slug ?? ''
  if (toSlug(slug) === slug) startInDemo(queryClient, infraKeys.detail(slug), () => providerQueries(queryClient, args))
}

export const infraListQueries: StartQueries = async (queryClient, { request }) => {
  if (namesNothing(request)) return queryClient.prefetchQuery(infraListQuery(defaultViewApiParams(INFRA_DEFAULT_SORT)))
  const [{ infraQueries }, { infraViewParams }] = await Promise.all([
    import('../api/queries/infra-queries'),
    import('../features/infra/infra-view-params'),
  ])
  return queryClient.prefetchQuery(infraQueries.list(infraViewParams.fromSearch(searchOf(request)).params))
}

export const providerQueries: StartQueries = async (queryClient, { params }) => {
  const slug = params.slug ?? ''
  // A hand-typed name is first redirected to its slug (provider-route.tsx), whose own loader asks.
  if (toSlug(slug) !== slug) return
  return queryClient.prefetchQuery(infraDetailQuery(slug))
}

export const alertListQueries: StartQueries = (queryClient, { request }) => {
  const list = namesNothing(request)
    ? queryClient.prefetchQuery(alertListQuery(defaultViewApiParams(null)))
    : Promise.all([import('../api/queries/alert-queries'), import('../api/params/alert-params')]).then(([{ alertQueries }, { alertListParams }]) =>
        queryClient.prefetchQuery(alertQueries.list(alertListParams.fromSearch(searchOf(request)).params)),
      )
  return Promise.all([list, queryClient.prefetchQuery(chainsQuery())])
}

export const keyListQueries: StartQueries = (queryClient) =>
  Promise.all([queryClient.prefetchQuery(keyListQuery()), queryClient.prefetchQuery(billingStatusQuery())])
