import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import { ConnectionProvider } from '../features/connection/connection-context'
import type { Connection } from '../features/connection/connection-storage'
import { CachePersistence } from './cache-persistence'
import { createQueryClient } from './query-client'
import { routes } from './routes'

export function App({
  initialConnection,
  initialDemoApiKey,
  queryClient: givenClient,
}: {
  initialConnection: Connection
  initialDemoApiKey: string | null | (() => Promise<string>)
  queryClient?: QueryClient
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient())
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={initialConnection} initialDemoApiKey={initialDemoApiKey}>
        <CachePersistence>
          <RouterProvider router={router} />
        </CachePersistence>
      </ConnectionProvider>
    </QueryClientProvider>
  )
}
