import type { RouteObject } from 'react-router-dom'
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
 * page (and the chart library behind the detail pages) is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first lazy route module arrives.
    hydrateFallbackElement: <AppShell pending />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: () => import('./routes/overview-route') },
          { path: 'defi', lazy: withView(() => import('./routes/defi-route'), () => import('../features/defi/defi-ratings-view')) },
          { path: 'defi/:platformSlug', lazy: () => import('./routes/platform-route') },
          { path: 'defi/:platformSlug/:contractAddress', lazy: () => import('./routes/product-route') },
          { path: 'compare', lazy: () => import('./routes/compare-route') },
          { path: 'infra', lazy: withView(() => import('./routes/infra-route'), () => import('../features/infra/infra-ratings-view')) },
          { path: 'infra/:slug', lazy: () => import('./routes/provider-route') },
          { path: 'alerts', lazy: withView(() => import('./routes/alerts-route'), () => import('../features/alerts/alerts-page')) },
          { path: 'watchlist', lazy: () => import('./routes/watchlist-route') },
          { path: 'keys', lazy: () => import('./routes/keys-route') },
          { path: 'settings', lazy: () => import('./routes/settings-route') },
          { path: '*', lazy: () => import('./routes/not-found-route') },
        ],
      },
    ],
  },
]
