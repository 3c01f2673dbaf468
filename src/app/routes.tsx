import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import {
  alertListQueries,
  defiListQueries,
  infraListQueries,
  keyListQueries,
  productInDemo,
  productQueries,
  providerInDemo,
  providerQueries,
  startsQueries,
  type RouteContext,
} from './route-loaders'
import { AppShell } from './shell/app-shell'
import { RouteErrorBoundary } from './shell/route-error-boundary'

/**
 * For a route that renders its heading and lazy-loads its view
 * (PageWithHeading in components/page-title.tsx): starts fetching the view's chunk together
 * with the route's, so it does not wait for the route to render first.
 */
function withView<T>(route: () => Promise<T>, view: () => Promise<unknown>): () => Promise<T> {
  return () => {
    void view()
    return route()
  }
}

/**
 * Every route of the UI contract. Route modules are loaded on demand so each
 * page (and the chart library behind the detail pages) is its own chunk; a
 * route's loader starts its first queries meanwhile (route-loaders.ts). Not
 * the compare page: it opens on its heading and the products' names from the
 * URL, and its two to four requests (a preflight each, on the API's origin)
 * sent before its code competed with that first paint (Lighthouse, live
 * build: LCP 2.4 → 2.6–2.7 s).
 */
export function createRoutes(context: RouteContext): RouteObject[] {
  // Search changes are the view's own (sort, filters, page): its query asks for them, and a loader
  // run for them would turn the URL update that a control waits for into an asynchronous navigation.
  // Only the visit's first page: a later view counts its cost from when it opened (credits/view-opened.tsx), and
  // an answer that came before the new view rendered would be charged to the one being left.
  let firstPage = true
  const loader = (start: Parameters<typeof startsQueries>[1], inDemo?: Parameters<typeof startsQueries>[2]) => ({
    loader: (args: LoaderFunctionArgs) => {
      if (!firstPage) return null
      return startsQueries(context, start, inDemo)(args)
    },
    shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname,
  })
  return [
    {
      // Runs with the visit's first page only (never revalidated): any later page is not the first.
      loader: () => {
        queueMicrotask(() => (firstPage = false))
        return null
      },
      shouldRevalidate: () => false,
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      // Shown while the first lazy route module arrives.
      hydrateFallbackElement: <AppShell pending />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, lazy: () => import('./routes/overview-route') },
            { path: 'defi', ...loader(defiListQueries), lazy: withView(() => import('./routes/defi-route'), () => import('../features/defi/defi-ratings-view')) },
            { path: 'defi/:platformSlug', ...loader(defiListQueries), lazy: () => import('./routes/platform-route') },
            { path: 'defi/:platformSlug/:contractAddress', ...loader(productQueries, productInDemo), lazy: () => import('./routes/product-route') },
            { path: 'compare', lazy: () => import('./routes/compare-route') },
            { path: 'infra', ...loader(infraListQueries), lazy: withView(() => import('./routes/infra-route'), () => import('../features/infra/infra-ratings-view')) },
            { path: 'infra/:slug', ...loader(providerQueries, providerInDemo), lazy: () => import('./routes/provider-route') },
            { path: 'alerts', ...loader(alertListQueries), lazy: withView(() => import('./routes/alerts-route'), () => import('../features/alerts/alerts-page')) },
            { path: 'watchlist', lazy: () => import('./routes/watchlist-route') },
            { path: 'keys', ...loader(keyListQueries), lazy: withView(() => import('./routes/keys-route'), () => import('../features/keys/keys-page')) },
            { path: 'settings', lazy: () => import('./routes/settings-route') },
            { path: '*', lazy: () => import('./routes/not-found-route') },
          ],
        },
      ],
    },
  ]
}
