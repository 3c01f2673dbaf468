import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startMockBackend } from './features/connection/mock-backend'
import { loadConnection } from './features/connection/connection-storage'
import './styles.css'

function boot() {
  const connection = loadConnection()
  // Demo mode: the page renders at once; the mock backend loads with the first
  // request, which waits for it, so none escapes to the network.
  const demoApiKey = connection.mode === 'demo' ? () => startMockBackend().then((mocks) => mocks.DEMO_API_KEY) : null
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App initialConnection={connection} initialDemoApiKey={demoApiKey} />
    </StrictMode>,
  )
}

boot()

// The first Intl formatters cost tens of milliseconds; build them while the
// page waits for data, one per idle period, instead of inside a render.
function warmUpWhenIdle(steps: ReadonlyArray<() => void>) {
  const [first, ...rest] = steps
  if (!first) return
  requestIdleCallback(
    () => {
      first()
      warmUpWhenIdle(rest)
    },
    { timeout: 3000 },
  )
}

if (typeof requestIdleCallback === 'function') {
  requestIdleCallback(() => void import('./lib/format').then((format) => warmUpWhenIdle(format.formatterWarmUps)), { timeout: 3000 })
}
