import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import { ConnectionProvider } from '../features/connection/connection-context'
import type { Connection } from '../features/connection/connection-storage'
import { CachePersistence, type CacheRestore } from './cache-persistence'
import { createRoutes } from './routes'

/**
 * The router is created below the connection, whose first render points the
 * API at it: the loaders the router starts at once read that configuration.
 */
function AppRouter({ queryClient, restored }: { queryClient: QueryClient; restored: Promise<void> }) {
  const [router] = useState(() => createBrowserRouter(createRoutes({ queryClient, restored })))
  return <RouterProvider router={router} />
}

export function App({
  initialConnection,
  initialDemoApiKey,
  queryClient,
  cacheRestore,
}: {
  initialConnection: Connection
  initialDemoApiKey: string | null | (() => Promise<string>)
  queryClient: QueryClient
  /** The stored cache's restore, begun before the first render. */
  cacheRestore: CacheRestore
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={initialConnection} initialDemoApiKey={initialDemoApiKey}>
        <CachePersistence restore={cacheRestore}>
          <AppRouter queryClient={queryClient} restored={cacheRestore.restored} />
        </CachePersistence>
      </ConnectionProvider>
    </QueryClientProvider>
  )
}
