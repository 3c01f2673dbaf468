import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { ConnectionProvider } from '../features/connection/connection-context'
import type { Connection } from '../features/connection/connection-storage'
import { CachePersistence, type CacheRestore } from './cache-persistence'
import { useViewOpenings } from '../credits/view-opened'

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
  // Each navigation's start marks a new view for "This view cost": its loader may ask for the view's data
  // before the view renders.
  useViewOpenings(router)
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={connection}>
        <CachePersistence restore={cacheRestore}>
          <RouterProvider router={router} />
        </CachePersistence>
      </ConnectionProvider>
    </QueryClientProvider>
  )
}
