import { queryOptions } from '@tanstack/react-query'
import { buildSearchIndex } from '../search/build-search-index'

/** The search's name index is rebuilt on the first search after a day (UI contract). */
const SEARCH_INDEX_STALE_MS = 24 * 60 * 60_000

/** The name index, built from every page of both lists and kept (and stored on the device) a day. */
export const searchIndexQueries = {
  all: () => ['search'] as const,
  index: () =>
    queryOptions({
      queryKey: ['search', 'index'] as const,
      queryFn: (context) => buildSearchIndex(context.client),
      staleTime: SEARCH_INDEX_STALE_MS,
      gcTime: SEARCH_INDEX_STALE_MS,
      // A failed build keeps what it fetched and resumes when asked again; retrying on its own would spend unasked.
      retry: false,
    }),
}
