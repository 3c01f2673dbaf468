import { useSyncExternalStore } from 'react'
import type { ApiError } from '../../api/errors'

/**
 * The last authentication failure (401/403), shown once as a banner pointing
 * to Settings instead of in every panel. Cleared when the connection changes
 * or any request succeeds again.
 */
let current: ApiError | null = null
const listeners = new Set<() => void>()

export function reportAuthProblem(error: ApiError | null): void {
  if (current === error) return
  current = error
  for (const listener of listeners) listener()
}

export function useAuthProblem(): ApiError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
}
