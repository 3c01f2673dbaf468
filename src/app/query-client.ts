import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { devicePersistence } from '../api/persist/device-cache'
import { budgetReached } from '../credits/budget'
import { isApiError, isAuthError, isTransientError } from '../api/errors'
import { reportAuthProblem } from '../features/connection/auth-problem'

const MAX_TRANSIENT_RETRIES = 2

/** Exponential backoff with a little jitter: 1 s, 2 s, … capped at 8 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(8000, 1000 * 2 ** attempt) + Math.floor(Math.random() * 250)
}

/**
 * Credits are money: no refetch on focus, no retry of 4xx, a couple of
 * retries with backoff for the server and the network.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retryEnabled = options.retry ?? true
  const onError = (error: unknown) => {
    if (!isAuthError(error)) return
    // Refused: what this connection stored is not shown again, and nothing more is stored for it.
    devicePersistence()?.refuse()
    if (isApiError(error)) reportAuthProblem(error)
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError, onSuccess: () => reportAuthProblem(null) }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Past the credit budget, data already on hand shows as it is rather than being asked for again.
        refetchOnMount: () => !budgetReached(),
        retry: (failureCount, error) => retryEnabled && isTransientError(error) && failureCount < MAX_TRANSIENT_RETRIES,
        retryDelay: retryDelayMs,
        gcTime: 30 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}
