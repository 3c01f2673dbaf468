import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { ListPage } from '../../api/client'
import type { ExportSource } from '../../api/export/export-sources'
import type { CsvColumn } from '../../lib/export/export-csv'
import { exportJob, type ExportJobStore } from '../../api/export/export-job'

export interface ExportAllButtonProps<T> {
  fileBase: string
  columns: ReadonlyArray<CsvColumn<T>>
  source: ExportSource<T>
  /** The page on screen, for the estimate. */
  page: ListPage<T> | undefined
  /** Credits one row of the page on screen cost, when the caller knows it (e.g. from a credit ledger). */
  creditsPerRow?: number | null
  /** How long a cached page counts as current (the view's query staleTime). */
  staleMs: number
  store?: ExportJobStore
}

/** "Export all": opens the export dialog for this view (or the one under way). */
export function ExportAllButton<T>({ fileBase, columns, source, page, creditsPerRow, staleMs, store = exportJob }: ExportAllButtonProps<T>) {
  const queryClient = useQueryClient()

  const cachedPage = (from: ExportSource<T>, limit: number, offset: number): ListPage<T> | undefined => {
    const key: QueryKey = from.queryKeyFor(limit, offset)
    const state = queryClient.getQueryState<ListPage<T>>(key)
    if (!state || state.status !== 'success' || state.isInvalidated || state.data === undefined) return undefined
    // Only a page as fresh as the view would show: an old one might no longer line up with the next.
    return Date.now() - state.dataUpdatedAt <= staleMs ? state.data : undefined
  }

  return (
    <button type="button" disabled={!page} onClick={() => store.open({ fileBase, columns, source, screenPage: page, creditsPerRow, cachedPage })}>
      Export all
    </button>
  )
}
