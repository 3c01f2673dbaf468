import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'

/**
 * The searches a view has asked for whose render has not landed yet: the
 * rendered search the changes started from, then each one asked for since,
 * oldest first. A navigation made in a transition reaches the router (and
 * the history) at once, but the components go on rendering the old location
 * until the transition commits, about 100 ms later; a second change made
 * meanwhile must build on the first one, or the first is lost. The trail
 * speaks for the URL only while the rendered search is still on it and short
 * of its end: once the location has caught up, or moved elsewhere (a link,
 * Back or Forward, landed or not), the rendered search is the truth again.
 */
export type SearchTrail = readonly string[]

export const EMPTY_SEARCH_TRAIL: SearchTrail = []

function isCatchingUp(trail: SearchTrail, rendered: string): boolean {
  return trail.length > 0 && trail.at(-1) !== rendered && trail.includes(rendered)
}

/** The search the next change must build on. */
export function latestSearch(trail: SearchTrail, rendered: string): string {
  return isCatchingUp(trail, rendered) ? trail.at(-1)! : rendered
}

/** The trail after asking for `requested` while `rendered` is on screen. */
export function extendSearchTrail(trail: SearchTrail, rendered: string, requested: string): SearchTrail {
  return isCatchingUp(trail, rendered) ? [...trail, requested] : [rendered, requested]
}

export interface RequestedSearch {
  /** The search a change must build on: the last one asked for, even if it has not rendered yet. */
  latest: () => URLSearchParams
  /** Notes a search just asked for, before navigating to it. */
  record: (search: URLSearchParams) => void
}

/**
 * Tracks the searches asked for but not rendered yet (the trail above), so
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

  // Back or Forward before a change asked for had rendered abandons that change with its history entry. The
  // rendered search may then be the one the trail started from, unchanged, and would read as still catching up:
  // a later Next page built on the abandoned search and brought back the filter Back had removed.
  useEffect(() => {
    const forget = () => {
      trail.current = EMPTY_SEARCH_TRAIL
    }
    window.addEventListener('popstate', forget)
    return () => window.removeEventListener('popstate', forget)
  }, [])

  const latest = useCallback(() => new URLSearchParams(latestSearch(trail.current, committed.current.toString())), [])

  const record = useCallback((search: URLSearchParams) => {
    trail.current = extendSearchTrail(trail.current, committed.current.toString(), search.toString())
  }, [])

  return useMemo(() => ({ latest, record }), [latest, record])
}
