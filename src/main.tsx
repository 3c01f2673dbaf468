import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { installApiMiddlewares } from './app/api-middlewares'
import { App } from './app/app'
import { createDeviceCache } from './app/cache-persistence'
import { createQueryClient } from './app/query-client'
import { createRoutes } from './app/routes'
import { loadConnection } from './features/connection/connection-storage'
import { startConnection } from './features/connection/connection-context'
import { startMockBackend } from './features/connection/mock-backend'
import './styles.css'

const connection = loadConnection()
installApiMiddlewares()
// Demo mode: the mock backend starts now, and every request waits for it (also when Settings switches to the demo
// later); the first render does not, so the shell and the page's skeleton paint while the worker registers.
startConnection(connection, () => startMockBackend().then((mocks) => mocks.DEMO_API_KEY))
const queryClient = createQueryClient()
const deviceCache = createDeviceCache()
const router = createBrowserRouter(createRoutes(queryClient, deviceCache.restored))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const reactRoot = createRoot(root)
// A transition, so React renders the first page in slices that yield to the browser rather than in one long task
// that blocks a first visit's input (the static frame stays on screen until the commit; docs/performance.md).
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App connection={connection} queryClient={queryClient} router={router} deviceCache={deviceCache} />
    </StrictMode>,
  ),
)
