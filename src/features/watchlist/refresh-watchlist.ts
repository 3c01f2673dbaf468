import type { QueryClient } from '@tanstack/react-query'
import { refreshDetails, type RefreshOptions, type RefreshSummary } from '../../api/queries/refresh-details'
import { detailRequestFor } from './watched-queries'
import type { WatchTarget } from './watchlist-schema'

export type { RefreshOptions, RefreshProgress, RefreshSummary } from '../../api/queries/refresh-details'

/** Brings every watched item's detail record up to date, as any list of records is (api/queries/refresh-details.ts). */
export function refreshWatchlist(queryClient: QueryClient, targets: readonly WatchTarget[], options: RefreshOptions = {}): Promise<RefreshSummary> {
  return refreshDetails(queryClient, targets.map(detailRequestFor), options)
}
