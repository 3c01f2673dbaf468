import { watchDemoBackend } from './demo-requests'

type MockModule = typeof import('../../mocks/browser')

let loaded: Promise<MockModule> | null = null
let started: Promise<MockModule> | null = null

/**
 * Fetches the mock backend's code without starting it (no worker, no data):
 * for a page that will most likely need it, before it knows for sure. Its
 * later start takes the same module. The condition is inline, as below.
 */
export function loadMockBackend(): Promise<MockModule> {
  if (!(import.meta.env.DEV || import.meta.env.VITE_DEMO === 'true')) {
    return Promise.reject(new Error('This build has no demo backend.'))
  }
  loaded ??= import('../../mocks/browser').catch((error: unknown) => {
    loaded = null
    throw error
  })
  return loaded
}

/**
 * Loads and starts the mock backend once. The condition is written inline on
 * the build-time constants so the bundler drops the import from live builds.
 */
export function startMockBackend(): Promise<MockModule> {
  if (!(import.meta.env.DEV || import.meta.env.VITE_DEMO === 'true')) {
    return Promise.reject(new Error('This build has no demo backend.'))
  }
  started ??= loadMockBackend().then(async (mocks) => {
    await mocks.startMockWorker()
    watchDemoBackend({ inCharge: mocks.mockWorkerInCharge, recover: mocks.recoverMockWorker })
    return mocks
  })
  return started
}
