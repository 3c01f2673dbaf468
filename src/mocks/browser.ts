import { attachControlsStorage } from './controls'
import { attachDemoStorage, prepareDemoDb } from './db/demo-db'
import { yieldToBrowser } from './db/steps'

export { DEMO_API_KEY } from './demo-account'
export { resetDemoDb, simulateDemoRatingChange } from './db/demo-db'
export type { RerateOutcome, RerateTarget } from './logic/rerate'
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
    // MSW, and the handlers that use it, are chunks of their own, evaluated
    // in separate tasks: together with this one they took one task of about
    // 90 ms, during which the page could not respond.
    const { setupWorker } = await import('msw/browser')
    await yieldToBrowser()
    const { handlers } = await import('./handlers')
    await yieldToBrowser()
    const worker = setupWorker(...handlers)
    await yieldToBrowser()
    const registering = worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    })
    // Awaited below; until then a failure must not be reported as unhandled.
    registering.catch(() => undefined)
    await yieldToBrowser()
    // The data is built in slices while the service worker registers.
    await Promise.all([prepareDemoDb(), registering])
  })().catch((error: unknown) => {
    started = null
    throw error
  })
  return started
}
