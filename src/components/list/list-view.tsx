import type { QueryKey } from '@tanstack/react-query'
/**
 * ListView: the one scaffold of every paged list page (/defi, /defi/:slug,
 * /infra, /alerts). The page owns its parameters (useListParams) and its
 * query (with keepPreviousData); the view renders the rest in one order:
 *
 * - the notice naming URL parameters that were dropped as invalid;
 * - the "Filters" sidebar (a drawer on phones, collapsible on wide screens,
 *   remembered) holding the page's controls;
 * - a "Results" region: removable chips for the active filters, a toolbar
 *   (the page's own content first, then column chooser, Copy link and
 *   Export CSV of the rows on screen), the query's states (error with
 *   "Try again", empty with or without filters, past the last page), the
 *   table (skeleton while loading, dimmed while the next page loads) and
 *   the pagination.
 *
 * The column choice is remembered per `tableId`, and the CSV follows it.
 */
import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { ListPage } from '../../api/client'
import { FilterChips, type FilterChip } from '../filters/filter-chips'
import { FilterSidebar } from '../filters/filter-sidebar'
import { useFiltersCollapsed } from '../../hooks/use-filters-collapsed'
import { InvalidParamsNotice } from '../filters/invalid-params-notice'
import { ViewCost } from '../../credits/view-cost'
import { useColumnVisibility, type ChoosableColumn, type ColumnVisibility } from './column-chooser'
import type { TableSort } from '../../hooks/use-list-params'
import { DataTable, type ListColumns } from './data-table'
import { csvFromColumns, downloadCsv, type CsvColumn } from '../../lib/export/export-csv'
import { ListActions } from './list-actions'
import { ListQueryState } from './list-query-state'
import { Pagination } from './pagination'
import type { AnyFields, ListParamsState } from '../../hooks/use-list-params'
import './list-view.css'

/** What the view reads from the page's list query (a `useQuery` result fits). */
export interface ListViewQuery<TData> {
  data: ListPage<TData> | undefined
  error: unknown
  isError: boolean
  isPending: boolean
  /** The rows are the previous view's while the next one loads (keepPreviousData). */
  isPlaceholderData: boolean
  refetch: () => unknown
}

export interface ListViewProps<TData extends RowData> {
  query: ListViewQuery<TData>
  /** The page's useListParams(definition): dropped parameters, page window, sort. */
  list: Pick<ListParamsState<AnyFields>, 'invalid' | 'paging' | 'sort' | 'onSortChange'>
  /** Shown instead of the list's sort (a list the API serves in one fixed order). */
  sort?: TableSort

  /** The filter controls, shown in the "Filters" sidebar. */
  filters: ReactNode
  /** One chip per active filter, in sidebar order; their labels also explain an empty result. */
  activeFilters: readonly FilterChip[]
  onResetFilters: () => void

  /** The table's accessible name. */
  caption: string
  /** Keep the caption for assistive technology only (a visible heading already names the table). */
  captionHidden?: boolean
  /** Constant, at module scope (see DataTable). */
  columns: ListColumns<TData>
  getRowId: (row: TData) => string
  /** Wraps the table, e.g. in a context provider its cells read. */
  wrapTable?: (table: ReactNode) => ReactNode

  /** Remembers the column choice (local storage key). */
  tableId: string
  choosableColumns: readonly ChoosableColumn[]
  /** Visibility before any choice is made (constant, or memoised on the view's parameters). */
  defaultVisibility?: ColumnVisibility
  /** "Export CSV": the file name and the columns (hidden table columns are left out). */
  csv: { fileName: string; columns: ReadonlyArray<CsvColumn<TData>> }
  /** Toolbar content before the list actions (DeFi's compare bar). */
  toolbar?: ReactNode

  /** What the list holds, plural: "products", "providers", "alerts". */
  noun: string
  errorTitle?: string
  /** The query keys behind the rows on screen, for "This view cost …". */
  costKeys: readonly QueryKey[]
  /** "Export all" of the view (every page), beside "Export CSV". */
  exportAll?: ReactNode
}

const NO_VISIBILITY_DEFAULTS: ColumnVisibility = {}
const NO_ROWS: readonly never[] = []

export function ListView<TData extends RowData>({
  query,
  list,
  sort = list.sort ?? undefined,
  filters,
  activeFilters,
  onResetFilters,
  caption,
  captionHidden = false,
  columns,
  getRowId,
  wrapTable = (table) => table,
  tableId,
  choosableColumns,
  defaultVisibility = NO_VISIBILITY_DEFAULTS,
  csv,
  toolbar,
  noun,
  errorTitle,
  costKeys,
  exportAll,
}: ListViewProps<TData>) {
  const { invalid, paging } = list
  const [visibility, setVisibility] = useColumnVisibility(tableId, defaultVisibility)
  const [filtersCollapsed, toggleFilters] = useFiltersCollapsed()
  const page = query.data
  const rows = page?.items

  const exportCsv = () => {
    if (rows) downloadCsv(csv.fileName, csvFromColumns(rows, csv.columns, visibility))
  }

  return (
    <>
      <InvalidParamsNotice issues={invalid} />
      <ViewCost queryKeys={costKeys} />
      <div className={`list-view${filtersCollapsed ? ' is-filters-collapsed' : ''}`}>
        <FilterSidebar
          activeCount={activeFilters.length}
          onReset={onResetFilters}
          collapsed={filtersCollapsed}
          onToggleCollapsed={toggleFilters}
        >
          {filters}
        </FilterSidebar>
        <section className="list-view-results" aria-label="Results">
          <FilterChips chips={activeFilters} />
          <div className="list-view-toolbar">
            {toolbar}
            <div className="list-view-actions">
              <ListActions
                columns={choosableColumns}
                visibility={visibility}
                onVisibilityChange={setVisibility}
                onExportCsv={exportCsv}
                canExport={Boolean(rows?.length)}
                exportAll={exportAll}
              />
            </div>
          </div>
          <ListQueryState
            query={{ error: query.error, isError: query.isError, itemCount: rows?.length, refetch: query.refetch }}
            activeFilters={activeFilters.map((filter) => filter.label)}
            onResetFilters={onResetFilters}
            offset={paging.offset}
            onFirstPage={() => paging.onOffsetChange(0)}
            noun={noun}
            errorTitle={errorTitle}
          >
            {wrapTable(
              <DataTable
                caption={caption}
                captionHidden={captionHidden}
                columns={columns}
                rows={rows ?? NO_ROWS}
                getRowId={getRowId}
                sort={sort ?? null}
                onSortChange={list.onSortChange}
                columnVisibility={visibility}
                loading={query.isPending}
                skeletonRows={paging.limit}
                stale={query.isPlaceholderData}
              />,
            )}
            <Pagination page={page} busy={query.isPlaceholderData} {...paging} />
          </ListQueryState>
        </section>
      </div>
    </>
  )
}
