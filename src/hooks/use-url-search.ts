import { startTransition, useCallback, useOptimistic } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

export interface SearchChange {
  /** Replace the current history entry instead of pushing one (default false). */
  replace?: boolean
}

export interface UrlSearch {
  /** The router's query string: what the view renders and asks the API for. */
  rendered: URLSearchParams
  /** The query string last asked for, until the router has rendered it: what the controls show. */
  shown: URLSearchParams
  /** Navigates to a new query string; a string is sent as written (a list such as `items=a:0x1,b:0x2` keeps its commas). */
  set: (next: URLSearchParams | string, change?: SearchChange) => void
}

/**
 * The URL's query string as the state of a view, with its one pending view:
 * `shown` holds a change asked for (useOptimistic) while the navigation's
 * transition renders it, so a select or a sort header does not spring back;
 * Back and Forward are the router's alone.
 */
export function useUrlSearch(): UrlSearch {
  const [rendered] = useSearchParams()
  const [shown, show] = useOptimistic(rendered)
  const navigate = useNavigate()
  const set = useCallback(
    (next: URLSearchParams | string, { replace = false }: SearchChange = {}) => {
      startTransition(async () => {
        show(new URLSearchParams(next))
        await navigate(`?${next.toString()}`, { replace, preventScrollReset: true })
      })
    },
    [navigate, show],
  )
  return { rendered, shown, set }
}
