import { createContext, startTransition, use, useLayoutEffect, useMemo, useOptimistic, useRef, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { afterNextPaint } from './after-next-paint'

export interface SearchChange {
  /** Replace the current history entry instead of pushing one (default false). */
  replace?: boolean
}

export interface SearchWriter {
  /** Asks for a new query string; `next` as a string is sent as written (a list such as `items=a:0x1,b:0x2` keeps its commas and colons). */
  set: (next: URLSearchParams | string, change?: SearchChange) => void
  /** The query string the next change builds on: the last one asked for, even before it has rendered. */
  latest: () => URLSearchParams
}

const ShownSearchContext = createContext<URLSearchParams | null>(null)
const SearchWriterContext = createContext<SearchWriter | null>(null)

/**
 * Holds the query string a view shows while the router catches up. Until the
 * router has rendered a change, the shown search is the one asked for
 * (useOptimistic), so a control that reads it shows the new choice at once
 * instead of springing back; Back and Forward are the router's alone: nothing
 * of an earlier change outlives its transition.
 *
 * Only the controls read the shown search (useSearchState); a view reads the
 * router's (useListParams), so a change renders the control at once and the
 * rest of the view in the navigation's transition: a whole list view rendered
 * in the input's event made a filter answer later than 100 ms at 4× CPU
 * (docs/performance.md). For the same reason the navigation waits for the
 * frame that shows the choice.
 *
 * Rendered around the routes by the app shell; its children keep their
 * identity when only the shown search changes, so they are not rendered again.
 */
export function SearchStateProvider({ children }: { children: ReactNode }) {
  const [rendered] = useSearchParams()
  const [shown, showSearch] = useOptimistic(rendered)
  const navigate = useNavigate()
  const latest = useRef(shown)
  useLayoutEffect(() => {
    latest.current = shown
  }, [shown])

  const writer = useMemo<SearchWriter>(
    () => ({
      latest: () => latest.current,
      set: (next, { replace = false } = {}) => {
        const search = new URLSearchParams(next)
        latest.current = search
        startTransition(async () => {
          showSearch(search)
          await new Promise<void>((painted) => afterNextPaint(painted))
          await navigate(`?${next.toString()}`, { replace, preventScrollReset: true })
        })
      },
    }),
    [navigate, showSearch],
  )

  return (
    <SearchWriterContext value={writer}>
      <ShownSearchContext value={shown}>{children}</ShownSearchContext>
    </SearchWriterContext>
  )
}

/** What changes the URL's query string, without reading it: a view that holds this is not rendered again by a change. */
export function useSearchWriter(): SearchWriter {
  const writer = use(SearchWriterContext)
  if (!writer) throw new Error('useSearchWriter needs a SearchStateProvider above it (the app shell renders one).')
  return writer
}

/**
 * The URL's query string as a control shows it: the one last asked for until
 * the router has rendered it. Renders again, urgently, on every change.
 */
export function useSearchState(): [URLSearchParams, SearchWriter['set']] {
  const shown = use(ShownSearchContext)
  const { set } = useSearchWriter()
  if (!shown) throw new Error('useSearchState needs a SearchStateProvider above it (the app shell renders one).')
  return [shown, set]
}
