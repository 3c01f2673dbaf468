import { installMiddleware } from '../api/transport'
import { creditsMiddleware } from '../credits/credits-middleware'
import { demoBackendMiddleware } from '../features/connection/demo-requests'

/**
 * What stands around every request: the credits layer outermost (a request
 * the budget holds never starts the demo backend), then the wait for the demo
 * backend. Returns a function that removes both.
 */
export function installApiMiddlewares(): () => void {
  const removeDemo = installMiddleware(demoBackendMiddleware)
  const removeCredits = installMiddleware(creditsMiddleware)
  return () => {
    removeCredits()
    removeDemo()
  }
}
