import { startTransition, useCallback, useOptimistic } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { afterNextPaint } from './after-next-paint'

export interface SearchChange {
  /** Replace the current history entry instead of pushing one (default false). */
  replace?: boolean
}

/**
 * The URL's query string as a view's state. Until the router has rendered a
 * change, `search` is the one asked for (useOptimistic), so a control that
 * reads the URL shows the new choice at once instead of springing back, and
 * a change made meanwhile builds on the one before it. Back and Forward are
 * the router's alone: nothing of an earlier change outlives its transition.
 * `next` as a string is sent as written (a list such as `items=a:0x1,b:0x2`
 * keeps its commas and colons).
 *
 * The navigation itself waits for the frame that shows the choice: a history
 * entry and the router's matching made every sort and filter answer later
 * than 100 ms at 4× CPU (docs/performance.md).
 */
export function useSearchState(): [URLSearchParams, (next: URLSearchParams | string, change?: SearchChange) => void] {
  const [rendered] = useSearchParams()
  const [search, showSearch] = useOptimistic(rendered)
  const navigate = useNavigate()

  const setSearch = useCallback(
    (next: URLSearchParams | string, { replace = false }: SearchChange = {}) => {
      startTransition(async () => {
        showSearch(new URLSearchParams(next))
        await new Promise<void>((painted) => afterNextPaint(painted))
        await navigate(`?${next.toString()}`, { replace, preventScrollReset: true })
      })
    },
    [navigate, showSearch],
  )

  return [search, setSearch]
}
