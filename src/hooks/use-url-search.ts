import { useCallback, useOptimistic, useTransition } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

export interface SearchChange {
  /** Replace the current history entry instead of pushing one (default false). */
  replace?: boolean
}

export interface UrlSearch {
  /** The router's query string: what the view renders and the API is asked for. */
  search: URLSearchParams
  /** What the query string is about to be while a change is under way, else `search`: what the controls show. */
  shown: URLSearchParams
  /** A change is under way: the view keeps its previous rows, dimmed, until the new ones render. */
  pending: boolean
  /** Navigates to a new query string; a string is sent as written (a list such as `items=a:0x1,b:0x2` keeps its commas). */
  set: (next: URLSearchParams | string, change?: SearchChange) => void
}

/**
 * The URL's query string as the state of a view. A change is the router's
 * navigation in a transition (RouterProvider's `useTransitions`), so the
 * click's frame holds only what it changes: React's optimistic value of the
 * transition (`shown`, gone when it ends) and its pending state paint at
 * once, the new rows render after, interruptibly. A search-only navigation
 * has no pending location of the router's own (`useNavigation`), since no
 * loader holds it; the optimistic value is that location, and the next
 * change builds on it.
 */
export function useUrlSearch(): UrlSearch {
  const [search] = useSearchParams()
  const [shown, show] = useOptimistic(search)
  const [pending, startTransition] = useTransition()
  const navigate = useNavigate()
  const set = useCallback(
    (next: URLSearchParams | string, { replace = false }: SearchChange = {}) =>
      startTransition(async () => {
        show(new URLSearchParams(next.toString()))
        await navigate(`?${next.toString()}`, { replace, preventScrollReset: true })
      }),
    [navigate, show],
  )
  return { search, shown, pending, set }
}
