import { queryOptions } from '@tanstack/react-query'
import { buildSearchIndex } from '../search/build-search-index'
import { searchKeys } from './resource-keys'
import { SEARCH_INDEX_STALE_MS } from './stale-times'

/** The name index, built from every page of both lists and kept (and stored on the device) a day. */
export const searchIndexQueries = {
  all: searchKeys.all,
  index: () =>
    queryOptions({
      queryKey: searchKeys.index(),
      queryFn: (context) => buildSearchIndex(context.client),
      staleTime: SEARCH_INDEX_STALE_MS,
      gcTime: SEARCH_INDEX_STALE_MS,
      // A failed build keeps what it fetched and resumes when asked again; retrying on its own would spend unasked.
      retry: false,
    }),
}
