import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { budgetReached } from './budget'
import { DEMO_API_BASE_URL, getApiConfig } from '../api/config'

/** A short pause so that sweeping the pointer across a table does not fetch every row. */
export const HOVER_INTENT_MS = 120

/** True while requests go to the demo backend, where they cost nothing. */
export function isDemoApi(): boolean {
  return getApiConfig().baseUrl === DEMO_API_BASE_URL
}

export interface IntentHandlers {
  onMouseEnter: () => void
  onMouseLeave: () => void
  onFocus: () => void
}

/**
 * Returns `intent(getOptions)`, which gives a link handlers that prefetch its
 * page's query when the reader shows intent (hover after a short pause, or
 * focus). Only in demo mode by default: live requests cost credits and are
 * never spent on a guess. The mode is read at the moment of intent. Call the
 * hook once per list; `intent` can then be used in every row:
 *
 *   const intent = usePrefetchOnIntent()
 *   <Link to={href} {...intent(() => defiQueries.detail(slug, address))}>…</Link>
 */
export function usePrefetchOnIntent({ enabled = isDemoApi }: { enabled?: () => boolean } = {}) {
  const queryClient = useQueryClient()
  // One pointer, one pending hover: a single timer serves the whole list.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])

  useEffect(() => cancel, [cancel])

  return useCallback(
    <TData, TError, TQueryKey extends QueryKey>(
      getOptions: () => FetchQueryOptions<TData, TError, TData, TQueryKey>,
    ): IntentHandlers => {
      const prefetch = () => {
        cancel()
        // A reached budget stops every guess, in either mode: only what the person opens is asked for.
        if (!enabled() || budgetReached()) return
        // prefetchQuery honours staleTime: a cached record is not fetched again.
        void queryClient.prefetchQuery(getOptions())
      }
      return {
        onMouseEnter: () => {
          cancel()
          timer.current = setTimeout(prefetch, HOVER_INTENT_MS)
        },
        onMouseLeave: cancel,
        onFocus: prefetch,
      }
    },
    [cancel, enabled, queryClient],
  )
}
