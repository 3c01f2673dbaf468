import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { installApiMiddlewares } from './app/api-middlewares'
import { App } from './app/app'
import { startCacheRestore } from './app/cache-persistence'
import { createQueryClient } from './app/query-client'
import { createRoutes } from './app/routes'
import { loadConnection } from './features/connection/connection-storage'
import { startConnection } from './features/connection/connection-context'
import { startMockBackend } from './features/connection/mock-backend'
import { warmUpFormatters } from './lib/format'
import './styles.css'

const connection = loadConnection()
installApiMiddlewares()
// Demo mode: the page renders at once; the mock backend loads with the first request, which waits for it.
startConnection(connection, () => startMockBackend().then((mocks) => mocks.DEMO_API_KEY))
const queryClient = createQueryClient()
const { mode, baseUrl, apiKey } = connection
const cacheRestore = startCacheRestore(queryClient, { demo: mode === 'demo', baseUrl, apiKey })
const router = createBrowserRouter(createRoutes(queryClient, cacheRestore.restored))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const reactRoot = createRoot(root)
// As a transition, the first render is done in slices that let the browser breathe instead of one long task
// (docs/performance.md: Lighthouse's total blocking time on a phone).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App connection={connection} queryClient={queryClient} router={router} cacheRestore={cacheRestore} />
    </StrictMode>,
  )
})
// The first Intl formatters load locale data: in tasks of their own, after start-up's and usually while the first
// request is out, they lengthen neither the start-up task nor the first data render.
warmUpFormatters()
