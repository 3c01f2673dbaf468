import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom'
import { ConnectionProvider } from '../features/connection/connection-context'
import type { Connection } from '../features/connection/connection-storage'
import { CachePersistence, type CacheRestore } from './cache-persistence'

/**
 * The router is created below the connection, whose first render points the
 * API at it: the loaders the router starts at once read that configuration.
 */
function AppRouter({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routes))
  return <RouterProvider router={router} />
}

export function App({
  initialConnection,
  initialDemoApiKey,
  queryClient,
  cacheRestore,
  routes,
}: {
  initialConnection: Connection
  initialDemoApiKey: string | null | (() => Promise<string>)
  queryClient: QueryClient
  /** The stored cache's restore, begun before the first render. */
  cacheRestore: CacheRestore
  /** The routes (routes.tsx), created with the query client and the cache's restore. */
  routes: RouteObject[]
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={initialConnection} initialDemoApiKey={initialDemoApiKey}>
        <CachePersistence restore={cacheRestore}>
          <AppRouter routes={routes} />
        </CachePersistence>
      </ConnectionProvider>
    </QueryClientProvider>
  )
}
