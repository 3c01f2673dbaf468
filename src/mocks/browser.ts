import { attachControlsStorage } from './controls'
import { rerateOnItsOwnEvery } from './logic/rerate'
import { OWN_RERATING_EVERY_MS } from './policy'
import { attachDemoStorage } from './db/demo-db'
import type { SetupWorker, StartOptions } from 'msw/browser'

// Long enough for a worker that was unregistering to be gone.
const RETRY_DELAY_MS = 250
// A fresh worker claims the page as it activates; this is a generous bound for that.
const CONTROL_TIMEOUT_MS = 3_000

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
let running: { worker: SetupWorker; options: StartOptions } | null = null
let registration: ServiceWorkerRegistration | undefined
let recovering: Promise<void> | null = null
/**
 * Set when this page hears `beforeunload`: MSW then tells its worker the page
 * closed, and the worker forgets it (and unregisters itself when no other page
 * is left). A page that stays after all (a reload stopped before the next
 * document came, a mailto: link) would send its demo requests past the mock
 * backend to the web server; while this is set the page is not in charge, so
 * its next request first starts the worker again (recoverMockWorker).
 */
let toldClosed = false

function noteUnloadStarted(): void {
  toldClosed = true
}

/**
 * MSW finds an existing registration and calls `registration.update()`
 * without handling its rejection. The worker unregisters itself when its last
 * page closes, so after a quick reload the registration MSW found can already
 * be gone: the update rejects with "Not found" and, unhandled, that is an
 * uncaught page error. The page itself is still served by the old worker.
 * While MSW starts, every update's rejection is marked handled (callers that
 * await it still see it). Returns a function that restores the original.
 */
function handleRegistrationUpdateRejections(): () => void {
  if (typeof ServiceWorkerRegistration === 'undefined') return () => undefined
  const prototype = ServiceWorkerRegistration.prototype
  const update = prototype.update
  prototype.update = function updateHandled(this: ServiceWorkerRegistration) {
    const result = update.call(this)
    result.catch(() => undefined)
    return result
  }
  return () => {
    prototype.update = update
  }
}

/** True when requests from this page go to `registration`'s worker (to any worker when MSW returned none). */
function servedBy(registration: ServiceWorkerRegistration | undefined): boolean {
  const controller = navigator.serviceWorker.controller
  return controller !== null && (registration === undefined || controller === registration.active)
}

/**
 * Resolves true once the worker MSW activated this page with also controls
 * it, false after `timeoutMs`. Any controller is not enough: after a quick
 * reload the page can still be controlled by the previous worker (its
 * registration gone) while MSW registered and activated a new one; until the
 * new one claims the page, requests go to the old worker, which does not know
 * this page and lets them through to the network.
 */
function controlledBy(registration: ServiceWorkerRegistration | undefined, timeoutMs: number): Promise<boolean> {
  const container = navigator.serviceWorker
  const inCharge = () => servedBy(registration)
  if (inCharge()) return Promise.resolve(true)
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer)
      container.removeEventListener('controllerchange', check)
      done(inCharge())
    }
    const check = () => {
      if (inCharge()) finish()
    }
    const timer = setTimeout(finish, timeoutMs)
    container.addEventListener('controllerchange', check)
  })
}

/**
 * Starts MSW's worker. The registration can race the old worker unregistering
 * itself after a reload, two ways: the start fails, or it succeeds while no
 * worker controls this page (MSW then reloads the page itself), and requests
 * would go to the network and fail. Either way it is tried once more; a page
 * still not controlled after that gets an error instead of escaping requests.
 */
async function startWorker(worker: SetupWorker, options: StartOptions): Promise<void> {
  const restore = handleRegistrationUpdateRejections()
  const attempt = async () => {
    registration = await worker.start(options)
    if (!(await controlledBy(registration, CONTROL_TIMEOUT_MS))) {
      worker.stop()
      throw new Error('The mock service worker does not control this page.')
    }
  }
  try {
    await attempt().catch(async () => {
      await new Promise((done) => setTimeout(done, RETRY_DELAY_MS))
      await attempt()
    })
  } finally {
    restore()
  }
}

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
    rerateOnItsOwnEvery(OWN_RERATING_EVERY_MS)
    const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('./handlers')])
    const worker = setupWorker(...handlers)
    const options: StartOptions = {
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }
    running = { worker, options }
    window.addEventListener('beforeunload', noteUnloadStarted)
    await startWorker(worker, options)
  })().catch((error: unknown) => {
    started = null
    throw error
  })
  return started
}

/** True while the worker MSW activated this page with controls it (see controlledBy). */
export function mockWorkerInCharge(): boolean {
  return running !== null && recovering === null && !toldClosed && servedBy(registration)
}

/**
 * Starts the worker again after a demo request reached the network instead
 * of the mock backend (the client sees the answer lacks the backend's
 * marker): whatever raced the worker away, the page is activated afresh with
 * a worker that controls it. Callers that notice at once share one restart.
 */
export function recoverMockWorker(): Promise<void> {
  const current = running
  if (!current) return startMockWorker()
  recovering ??= (async () => {
    // A later beforeunload, during or after this restart, sets it again.
    toldClosed = false
    try {
      current.worker.stop()
    } catch {
      // Already stopped: starting is what matters.
    }
    await startWorker(current.worker, current.options)
  })().finally(() => {
    recovering = null
  })
  return recovering
}
