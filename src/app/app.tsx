import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { ConnectionProvider } from '../features/connection/connection-context'
import type { Connection } from '../features/connection/connection-storage'
import { useViewOpenings } from '../credits/view-opened'

/** The providers around the router, all made in main.tsx beforehand. */
export function App({
  connection,
  queryClient,
  router,
}: {
  connection: Connection
  queryClient: QueryClient
  router: ReturnType<typeof createBrowserRouter>
}) {
  // Each navigation's start marks a new view for "This view cost": its loader may ask for the view's data
  // before the view renders.
  useViewOpenings(router)
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={connection}>
        <RouterProvider router={router} />
      </ConnectionProvider>
    </QueryClientProvider>
  )
}
