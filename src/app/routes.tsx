import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { createLoaders } from './route-loaders'
import { AppShell } from './shell/app-shell'
import { RouteErrorBoundary } from './shell/route-error-boundary'

/** Filters, sorts and pages change the search only: the view's own query asks for them. */
const newPathOnly = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname

/**
 * Every route of the UI contract. Route modules load through the router's
 * `lazy`, so each page (and the chart library behind the detail pages) is its
 * own chunk; a data route's loader asks for its data meanwhile, on every
 * navigation to it (route-loaders.ts).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = createLoaders(queryClient)
  const data = (loader: (typeof loaders)[keyof typeof loaders]) => ({ loader, shouldRevalidate: newPathOnly })
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      // Shown while the first route module arrives.
      hydrateFallbackElement: <AppShell pending />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, lazy: () => import('./routes/overview-route') },
            { path: 'defi', ...data(loaders.defiList), lazy: () => import('./routes/defi-route') },
            { path: 'defi/:platformSlug', ...data(loaders.defiList), lazy: () => import('./routes/platform-route') },
            { path: 'defi/:platformSlug/:contractAddress', ...data(loaders.product), lazy: () => import('./routes/product-route') },
            { path: 'compare', ...data(loaders.compare), lazy: () => import('./routes/compare-route') },
            { path: 'infra', ...data(loaders.infraList), lazy: () => import('./routes/infra-route') },
            { path: 'infra/:slug', ...data(loaders.provider), lazy: () => import('./routes/provider-route') },
            { path: 'alerts', ...data(loaders.alertList), lazy: () => import('./routes/alerts-route') },
            { path: 'watchlist', lazy: () => import('./routes/watchlist-route') },
            { path: 'portfolio', lazy: () => import('./routes/portfolio-route') },
            { path: 'keys', ...data(loaders.keys), lazy: () => import('./routes/keys-route') },
            { path: 'settings', lazy: () => import('./routes/settings-route') },
            { path: 'search', lazy: () => import('./routes/search-route') },
            { path: '*', lazy: () => import('./routes/not-found-route') },
          ],
        },
      ],
    },
  ]
}
