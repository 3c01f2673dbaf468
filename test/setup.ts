import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '../src/mocks/node'
import { resetDemoDb } from '../src/mocks/db'
import { resetMockControls } from '../src/mocks/controls'

// Every test runs against the mock backend; a request no handler answers is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetDemoDb()
  resetMockControls()
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
