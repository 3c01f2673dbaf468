import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { installApiMiddlewares } from './app/api-middlewares'
import { App } from './app/app'
import { restoreDeviceCache } from './app/cache-persistence'
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

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const reactRoot = createRoot(root)

// The router's loaders run as it is made: what this device has stored is in the client first. (A promise, not a
// top-level await, which would split the start-up chunk in two.)
void restoreDeviceCache(queryClient).then(() => {
  const router = createBrowserRouter(createRoutes(queryClient))
  // A transition, so React renders the first page in slices that yield to the browser rather than in one long task
  // that blocks a first visit's input (the static frame stays on screen until the commit; docs/performance.md).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App connection={connection} queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  )
})
