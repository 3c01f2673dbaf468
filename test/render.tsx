import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { DEMO_API_BASE_URL } from '../src/api/config'
import { createQueryClient } from '../src/app/query-client'
import { createRoutes } from '../src/app/routes'
import { useViewOpenings } from '../src/credits/view-opened'
import { ConnectionProvider, configureApi } from '../src/features/connection/connection-context'
import type { Connection } from '../src/features/connection/connection-storage'
import { DEMO_API_KEY } from '../src/mocks/demo-account'
import { server } from '../src/mocks/node'

export interface RecordedRequest {
  method: string
  /** Path below the API base, e.g. `/ratings/defi`. */
  path: string
  search: URLSearchParams
  headers: Headers
}

/** Records every request that reaches the mock backend, for request-count assertions. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const path = url.pathname.startsWith(DEMO_API_BASE_URL) ? url.pathname.slice(DEMO_API_BASE_URL.length) : url.pathname
    requests.push({ method: request.method, path, search: url.searchParams, headers: request.headers })
  })
  return requests
}

export const demoConnection: Connection = {
  mode: 'demo',
  baseUrl: 'https://api.example.test',
  remember: false,
  apiKey: null,
}

/**
 * Renders the whole app at `path` with the real routes and providers, against
 * the mock backend. A fresh QueryClient per test, without retries; no stored
 * cache to wait for.
 */
/** The router as the app renders it (app.tsx): each navigation's start marks a view for "This view cost". */
export function AppRouter({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  useViewOpenings(router)
  return <RouterProvider router={router} />
}

export function renderRoute(
  path: string,
  options: { connection?: Connection; demoApiKey?: string | null; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient({ retry: false })
  const connection = options.connection ?? demoConnection
  const demoApiKey = options.demoApiKey === undefined ? DEMO_API_KEY : options.demoApiKey
  // As main.tsx does: the API points at the connection before the router and its loaders exist.
  configureApi(connection, demoApiKey)
  // Before the router: its loaders ask as it is made.
  const requests = recordRequests()
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] })
  const user = userEvent.setup()
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initialConnection={connection} initialDemoApiKey={demoApiKey}>
        <AppRouter router={router} />
      </ConnectionProvider>
    </QueryClientProvider>,
  )
  return { ...utils, user, router, queryClient, requests }
}

/** The current location of a memory router as `path?query`. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location
  return `${pathname}${search}`
}
