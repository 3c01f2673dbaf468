import { startTransition, useCallback, useOptimistic } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

export interface SearchChange {
  /** Replace the current history entry instead of pushing one (default false). */
  replace?: boolean
  /** History state for the new entry. */
  state?: unknown
}

/**
 * The URL's query string as a view's state. The router renders a navigation
 * in a transition; until it commits, `search` is the one asked for
 * (useOptimistic), so a control that reads the URL shows the new choice at
 * once instead of springing back, and a change made meanwhile builds on the
 * one before it. Back and Forward are the router's alone: nothing of an
 * earlier change outlives its transition. `next` as a string is sent as
 * written (a list such as `items=a:0x1,b:0x2` keeps its commas and colons).
 */
export function useSearchState(): [URLSearchParams, (next: URLSearchParams | string, change?: SearchChange) => void] {
  const [rendered] = useSearchParams()
  const [search, showSearch] = useOptimistic(rendered)
  const navigate = useNavigate()

  const setSearch = useCallback(
    (next: URLSearchParams | string, { replace = false, state }: SearchChange = {}) => {
      startTransition(async () => {
        showSearch(new URLSearchParams(next))
        await navigate(`?${next.toString()}`, { replace, state, preventScrollReset: true })
      })
    },
    [navigate, showSearch],
  )

  return [search, setSearch]
}
