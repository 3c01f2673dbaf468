import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { DEMO_API_BASE_URL, setApiConfig } from '../../../src/api/config'
import { defiListParams } from '../../../src/api/params/defi-params'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { keyQueries } from '../../../src/api/queries/key-queries'
import { createQueryClient } from '../../../src/app/query-client'
import { QueryError } from '../../../src/components/query-error'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { recordRequests } from '../../render'

/**
 * The smallest view that fetches through a real query factory and shows the
 * shared error component, so the fault paths are tested without depending on
 * one feature page's layout.
 */
function KeysProbe() {
  const query = useQuery(keyQueries.list())
  if (query.isPending) return <p>Loading keys…</p>
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  return <p>{query.data.length} keys</p>
}

function DefiProbe() {
  const query = useQuery(defiQueries.list(defiListParams.fromSearch(new URLSearchParams()).params))
  if (query.isPending) return <p>Loading products…</p>
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  return <p>{query.data.items.length} products</p>
}

/** A query client with the app's real retry policy but short backoff delays. */
export function fastRetryQueryClient(): QueryClient {
  const client = createQueryClient({ retry: true })
  const queries = client.getDefaultOptions().queries
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...queries, retryDelay: (attempt: number) => 5 * 2 ** attempt } })
  return client
}

export function renderProbe(which: 'keys' | 'defi', queryClient: QueryClient = createQueryClient({ retry: false })) {
  setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
  const requests = recordRequests()
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{which === 'keys' ? <KeysProbe /> : <DefiProbe />}</MemoryRouter>
    </QueryClientProvider>,
  )
  return { requests, user, queryClient }
}
