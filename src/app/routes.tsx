import type { RouteObject } from 'react-router-dom'
import { AppShell } from './shell/app-shell'
import { RouteErrorBoundary } from './shell/route-error-boundary'

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
          {
            path: 'defi',
            // The route's own chunk is tiny (the heading); the view's code is fetched alongside it, not after.
            lazy: () => {
              void import('../features/defi/defi-ratings-view')
              return import('./routes/defi-route')
            },
          },
          { path: 'defi/:providerSlug', lazy: () => import('./routes/platform-route') },
          { path: 'defi/:providerSlug/:contractAddress', lazy: () => import('./routes/product-route') },
          { path: 'compare', lazy: () => import('./routes/compare-route') },
          { path: 'infra', lazy: () => import('./routes/infra-route') },
          { path: 'infra/:slug', lazy: () => import('./routes/provider-route') },
          { path: 'alerts', lazy: () => import('./routes/alerts-route') },
          { path: 'keys', lazy: () => import('./routes/keys-route') },
          { path: 'settings', lazy: () => import('./routes/settings-route') },
          { path: '*', lazy: () => import('./routes/not-found-route') },
        ],
      },
    ],
  },
]
