import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { createBrowserRouter } from 'react-router-dom'
import { ConnectionProvider } from '../features/connection/connection-context'
import type { Connection } from '../features/connection/connection-storage'
import { CachePersistence, type CacheRestore } from './cache-persistence'
import { RouterWithViewOpenings } from './router-with-view-openings'

/** The providers around the router, all made in main.tsx beforehand. */
export function App({
  connection,
  queryClient,
  router,
  cacheRestore,
}: {
  connection: Connection
  queryClient: QueryClient
  router: ReturnType<typeof createBrowserRouter>
  /** The stored cache's restore, begun before the router. */
  cacheRestore: CacheRestore
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={connection}>
        <CachePersistence restore={cacheRestore}>
          <RouterWithViewOpenings router={router} />
        </CachePersistence>
      </ConnectionProvider>
    </QueryClientProvider>
  )
}
