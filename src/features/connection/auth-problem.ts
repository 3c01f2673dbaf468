import type { ApiError } from '../../api/errors'
import { useStore } from '../../hooks/use-store'
import { createStore } from '../../lib/store'

/**
 * The last authentication failure (401/403), shown once as a banner pointing
 * to Settings instead of in every panel. Cleared when the connection changes
 * or any request succeeds again.
 */
const authProblem = createStore<ApiError | null>(null)

export function reportAuthProblem(error: ApiError | null): void {
  authProblem.set(error)
}

export function useAuthProblem(): ApiError | null {
  return useStore(authProblem)
}
