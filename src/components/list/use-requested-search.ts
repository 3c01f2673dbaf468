import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { EMPTY_SEARCH_TRAIL, extendSearchTrail, latestSearch, type SearchTrail } from '../../lib/search-trail'

export interface RequestedSearch {
  /** The search a change must build on: the last one asked for, even if it has not rendered yet. */
  latest: () => URLSearchParams
  /** Notes a search just asked for, before navigating to it. */
  record: (search: URLSearchParams) => void
}

/**
 * Tracks the searches asked for but not rendered yet (see search-trail), so
 * two changes made within one transition both land. `rendered` is the search
 * on screen (useSearchParams).
 *
 * Both functions are stable and read refs, not the render they came from: a
 * handler of an older render (a sort that navigates after the next paint, a
 * second event before the first re-rendered) still builds on the latest state.
 */
export function useRequestedSearch(rendered: URLSearchParams): RequestedSearch {
  // Written only in event handlers and at commit, never during render.
  const trail = useRef<SearchTrail>(EMPTY_SEARCH_TRAIL)
  const committed = useRef(rendered)

  useLayoutEffect(() => {
    committed.current = rendered
    // Caught up: forget the trail, so a later Back to one of its searches is not mistaken for a render still on the way.
    if (trail.current.at(-1) === rendered.toString()) trail.current = EMPTY_SEARCH_TRAIL
  }, [rendered])

  const latest = useCallback(() => new URLSearchParams(latestSearch(trail.current, committed.current.toString())), [])

  const record = useCallback((search: URLSearchParams) => {
    trail.current = extendSearchTrail(trail.current, committed.current.toString(), search.toString())
  }, [])

  return useMemo(() => ({ latest, record }), [latest, record])
}
