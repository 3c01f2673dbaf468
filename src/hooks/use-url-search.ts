import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

export interface SearchChange {
  /** Replace the current history entry instead of pushing one (default false). */
  replace?: boolean
}

export interface UrlSearch {
  /** The router's query string: what the view renders, its controls show and the API is asked for. */
  search: URLSearchParams
  /** Navigates to a new query string; a string is sent as written (a list such as `items=a:0x1,b:0x2` keeps its commas). */
  set: (next: URLSearchParams | string, change?: SearchChange) => void
}

/**
 * The URL's query string as the state of a view. A change is rendered
 * synchronously (the router's `flushSync`), before the browser paints: a
 * select or a sort header never shows the old value again, and the view
 * renders once per change. Shown optimistically beside a transition, it
 * rendered twice (docs/performance.md has the figures).
 */
export function useUrlSearch(): UrlSearch {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const set = useCallback(
    (next: URLSearchParams | string, { replace = false }: SearchChange = {}) =>
      void navigate(`?${next.toString()}`, { replace, preventScrollReset: true, flushSync: true }),
    [navigate],
  )
  return { search, set }
}
