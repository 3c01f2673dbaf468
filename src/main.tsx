// First: zod's settings must be in place before any schema is built.
import './api/zod-without-eval'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { DEFAULT_TIMEOUT_MS } from './api/config'
import { App } from './app/app'
import { beginBootRestore } from './app/boot-restore'
import { sendFirstPageRequests } from './app/first-page-requests'
import { createQueryClient } from './app/query-client'
import { startMockBackend } from './features/connection/mock-backend'
import { loadConnection } from './features/connection/connection-storage'
import { warmUpFormatters } from './lib/format'
import './styles.css'

function boot() {
  const connection = loadConnection()
  // Demo mode: the page renders at once; the mock backend loads with the first
  // request, which waits for it, so none escapes to the network.
  const demoApiKey = connection.mode === 'demo' ? () => startMockBackend().then((mocks) => mocks.DEMO_API_KEY) : null
  const queryClient = createQueryClient()
  const { mode, baseUrl, apiKey } = connection
  // Live mode: the stored cache is read now, and the first page's records it lacks are asked for at once,
  // while the page's code is still arriving. (Demo mode's backend starts with the first request, in the
  // page itself: nothing to win, and its start would compete with the first paint.)
  if (mode === 'live') {
    void beginBootRestore(queryClient, { demo: false, baseUrl, apiKey }).then(() =>
      sendFirstPageRequests(queryClient, window.location, { baseUrl, apiKey, timeoutMs: DEFAULT_TIMEOUT_MS }),
    )
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const reactRoot = createRoot(root)
  // As a transition, the first render is done in slices that let the browser
  // breathe, instead of one long task; it paints when it is complete.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App initialConnection={connection} initialDemoApiKey={demoApiKey} queryClient={queryClient} />
      </StrictMode>,
    )
  })
}

// Locale data for the number and date formatters loads here, as part of
// start-up, rather than as a long task in the first data render.
warmUpFormatters()
boot()
