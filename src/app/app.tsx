import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { ConnectionProvider } from '../features/connection/connection-context'
import type { Connection } from '../features/connection/connection-storage'
import { QueryClientWithDeviceCache, type DeviceCache } from './cache-persistence'
import { useViewOpenings } from '../credits/view-opened'

/** The providers around the router, all made in main.tsx beforehand. */
export function App({
  connection,
  queryClient,
  router,
  deviceCache,
}: {
  connection: Connection
  queryClient: QueryClient
  router: ReturnType<typeof createBrowserRouter>
  /** The stored cache, which the router's loaders wait for. */
  deviceCache: DeviceCache
}) {
  // Each navigation's start marks a new view for "This view cost": its loader may ask for the view's data
  // before the view renders.
  useViewOpenings(router)
  return (
    <QueryClientWithDeviceCache client={queryClient} cache={deviceCache}>
      <ConnectionProvider initialConnection={connection}>
        <RouterProvider router={router} />
      </ConnectionProvider>
    </QueryClientWithDeviceCache>
  )
}
