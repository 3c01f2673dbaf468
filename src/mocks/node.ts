import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** For tests: `server.listen({ onUnhandledRequest: 'error' })`, `server.resetHandlers()`, `server.close()`. */
export const server = setupServer(...handlers)
