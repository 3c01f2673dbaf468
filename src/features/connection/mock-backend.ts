import { watchDemoBackend } from './demo-requests'

type MockModule = typeof import('../../mocks/browser')

let started: Promise<MockModule> | null = null

/**
 * Loads and starts the mock backend once. The condition is written inline on
 * the build-time constants so the bundler drops the import from live builds.
 */
export function startMockBackend(): Promise<MockModule> {
  if (!(import.meta.env.DEV || import.meta.env.VITE_DEMO === 'true')) {
    return Promise.reject(new Error('This build has no demo backend.'))
  }
  started ??= import('../../mocks/browser')
    .then(async (mocks) => {
      await mocks.startMockWorker()
      watchDemoBackend({ inCharge: mocks.mockWorkerInCharge, recover: mocks.recoverMockWorker })
      return mocks
    })
    .catch((error: unknown) => {
      started = null
      throw error
    })
  return started
}
