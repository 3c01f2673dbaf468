import { setupWorker } from 'msw/browser'
import { attachControlsStorage } from './controls'
import { attachDemoStorage, prepareDemoDb } from './db/demo-db'
import { handlers } from './handlers'

export { DEMO_API_KEY } from './demo-account'
export { resetDemoDb } from './db/demo-db'
export { getMockControls, resetMockControls, setMockControls, type MockControls } from './controls'

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage can be blocked (privacy settings): the demo then keeps its state in memory.
    return null
  }
}

let started: Promise<void> | null = null

/**
 * Starts the mock backend in the browser. Key state, used credits and the
 * "Simulate problems" knobs persist in localStorage until reset. Safe to call
 * more than once (hot reload, strict mode): the worker starts only once.
 */
export function startMockWorker(): Promise<void> {
  started ??= (async () => {
    const storage = browserStorage()
    attachDemoStorage(storage)
    attachControlsStorage(storage)
    const worker = setupWorker(...handlers)
    // The data is built in slices while the service worker registers.
    await Promise.all([
      prepareDemoDb(),
      worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      }),
    ])
  })().catch((error: unknown) => {
    started = null
    throw error
  })
  return started
}
