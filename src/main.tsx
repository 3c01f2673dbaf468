import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startCacheRestore } from './app/cache-persistence'
import { createQueryClient } from './app/query-client'
import { loadMockBackend, startMockBackend } from './features/connection/mock-backend'
import { loadConnection } from './features/connection/connection-storage'
import { isDetailPath } from './lib/paths'
import './styles.css'

function boot() {
  const connection = loadConnection()
  // Demo mode: the page renders at once; the mock backend loads with the first
  // request, which waits for it, so none escapes to the network.
  const demoApiKey = connection.mode === 'demo' ? () => startMockBackend().then((mocks) => mocks.DEMO_API_KEY) : null
  // A detail page's record is its main content, and in demo mode it waits for the backend, whose code comes
  // in three steps (its module, then MSW's, then the handlers). Their first leaves now, before the page's own
  // chunks: requested together, they shared the connection and the record came later (the route's loader
  // starts the backend, after the stored cache is read).
  if (connection.mode === 'demo' && isDetailPath(window.location.pathname)) loadMockBackend().catch(() => undefined)
  const queryClient = createQueryClient()
  // Read now rather than after the first render (done in slices, it takes a while on a phone): the
  // routes' loaders start the first page's requests once it is in, for what the device lacks.
  const { mode, baseUrl, apiKey } = connection
  const cacheRestore = startCacheRestore(queryClient, { demo: mode === 'demo', baseUrl, apiKey })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const reactRoot = createRoot(root)
  // As a transition, the first render is done in slices that let the browser
  // breathe, instead of one long task; it paints when it is complete.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App initialConnection={connection} initialDemoApiKey={demoApiKey} queryClient={queryClient} cacheRestore={cacheRestore} />
      </StrictMode>,
    )
  })
}

boot()
