import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '../src/mocks/node'
import { resetDemoDb } from '../src/mocks/db'
import { resetMockControls } from '../src/mocks/controls'
import { resetLedger } from '../src/credits/ledger'
import { resetBudgetSession } from '../src/credits/budget'
import { installApiMiddlewares } from '../src/app/api-middlewares'

// In Node the mock backend is the MSW server below. The browser entry must not
// start here: it would swap the mock db for one read from localStorage in the
// middle of a test. The app's loader gets the same knobs, served by Node.
vi.mock('../src/features/connection/mock-backend', async () => {
  const [controls, db, account] = await Promise.all([
    import('../src/mocks/controls'),
    import('../src/mocks/db'),
    import('../src/mocks/demo-account'),
  ])
  const mocks = {
    DEMO_API_KEY: account.DEMO_API_KEY,
    resetDemoDb: db.resetDemoDb,
    simulateDemoRatingChange: db.simulateDemoRatingChange,
    getMockControls: controls.getMockControls,
    setMockControls: controls.setMockControls,
    resetMockControls: controls.resetMockControls,
    startMockWorker: () => Promise.resolve(),
  }
  return { startMockBackend: () => Promise.resolve(mocks) }
})

// Every test runs against the mock backend; a request no handler answers is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// The same credits and demo-backend layers the app installs around the transport (main.tsx).
let removeApiMiddlewares: () => void = () => undefined
beforeAll(() => {
  removeApiMiddlewares = installApiMiddlewares()
})
afterAll(() => removeApiMiddlewares())
beforeEach(() => {
  resetDemoDb()
  resetMockControls()
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
  // The session ledger and budget are per tab: each test is a new tab.
  resetLedger()
  resetBudgetSession()
})
afterEach(() => {
  server.resetHandlers()
})
afterAll(() => server.close())
