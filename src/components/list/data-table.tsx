/**
 * DataTable: the one table every list page renders (TanStack Table v9).
 *
 * The server sorts and pages (`manualSorting`; paging lives in <Pagination>),
 * so the table only renders the rows it is given; its sorting and column
 * visibility are derived from props (the URL and the remembered column
 * choice), never kept as a second copy. A small, complete list (the API
 * keys) sorts in the browser instead: `sortMode="client"` with each column's
 * `sortFn`; the sort still comes from the URL.
 *
 * - a real <table> with a <caption>, `<th scope="col">`, and optionally the
 *   first cell of a column as `<th scope="row">` (meta.rowHeader);
 * - sortable headers are <button>s named after the column; the <th> carries
 *   `aria-sort`, including for the default sort the URL leaves out;
 * - `loading`: skeleton rows of the final size (as many as the page size);
 * - `stale`: the previous page stays visible, dimmed and `aria-busy`, while
 *   the next one loads (keepPreviousData);
 * - on phones (data-table.css) each row is a card: the row's name first,
 *   then every visible cell under its column's name (`data-label`), still
 *   the same <table>; sortable headers stay as a row of sort buttons;
 * - when the table is wider than its box (tablets), the box is a named,
 *   focusable region, so a keyboard can scroll it even where no cell holds
 *   a link (WCAG 2.1.1);
 * - a row renders again only when its record or the columns shown change
 *   (DataTableRow).
 *
 * Define columns with `createListColumnHelper<Row>()` at module scope; column
 * ids of sortable columns are the API's sort field names, so the page maps
 * them to `sort`. Keep the column array constant: TanStack renders `cell`
 * functions as components, so a new array remounts every cell (focus lost).
 * Cells may use hooks and context for page state (e.g. a row selection).
 */
/* oxlint-disable jsx-a11y/control-has-associated-label -- table cells are not controls; their content names them */
import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnHelper,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { replaceEqualDeep } from '@tanstack/react-query'
import { memo, useId, useMemo, useRef, type ReactNode } from 'react'
import { SkeletonBar } from '../skeleton-bar'
import { useOverflowsX } from '../../hooks/use-overflows-x'
import './data-table.css'
import type { TableSort } from '../../hooks/use-list-params'

export interface ListColumnMeta {
  /** Right-aligned, tabular figures. */
  numeric?: boolean
  /** The cell names its row (`<th scope="row">`), e.g. the product name. */
  rowHeader?: boolean
  /** Left out of CSV exports (selection checkboxes and other controls). */
  noExport?: boolean
  /** A control column (e.g. a selection checkbox): narrow on wide screens, last in a phone card. */
  control?: boolean
  /** Long text that wraps (a name) instead of widening the column. */
  wrap?: boolean
  /** A long name cut to one line (its link carries the whole name as its title, shown on hover and focus). */
  truncate?: boolean
}

/** The classes a column's <th> and cells carry, from its meta. */
function cellClassName(meta: ListColumnMeta | undefined): string | undefined {
  if (!meta) return undefined
  const names = [meta.numeric && 'is-numeric', meta.control && 'is-control', meta.wrap && 'is-wrap', meta.truncate && 'is-truncate'].filter(Boolean)
  return names.length > 0 ? names.join(' ') : undefined
}

export const listTableFeatures = tableFeatures({
  rowSortingFeature,
  // Used only in sortMode="client"; with manualSorting the rows keep the server's order.
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  columnMeta: {} as ListColumnMeta,
})
export type ListTableFeatures = typeof listTableFeatures

export function createListColumnHelper<TData extends RowData>(): ColumnHelper<ListTableFeatures, TData> {
  return createColumnHelper<ListTableFeatures, TData>()
}

/** What `createListColumnHelper<Row>().columns([...])` returns. */
export type ListColumns<TData extends RowData> = ReturnType<ColumnHelper<ListTableFeatures, TData>['columns']>

export interface DataTableProps<TData extends RowData> {
  /** Names the table (and the scroll region); may hold markup such as a count. */
  caption: ReactNode
  /** Keep the caption for assistive technology only (a visible heading already names the table). */
  captionHidden?: boolean
  columns: ListColumns<TData>
  /** The rows on screen; an empty array while nothing has loaded. */
  rows: readonly TData[]
  /** The record's identity, the same on every page and in every order; a record that comes twice gets a suffix. */
  getRowId: (row: TData) => string
  /** Null for a list without a sort (every header shows `none`). */
  sort: TableSort | null
  onSortChange: (sort: TableSort) => void
  /** `server` (default): rows arrive sorted. `client`: the table sorts them (small, complete lists only). */
  sortMode?: 'server' | 'client'
  /** A class for a row's <tr> (e.g. its status), defined at module scope. */
  rowClassName?: (row: TData) => string | undefined
  /** Column id → false to hide; absent means visible. */
  columnVisibility?: Record<string, boolean>
  /** Nothing to show yet: skeleton rows stand in. */
  loading?: boolean
  /** How many skeleton rows (the page size, so the layout does not jump). */
  skeletonRows?: number
  /** The rows are the previous view's while the next one loads. */
  stale?: boolean
  /** What the skeleton announces. */
  loadingText?: string
}

const EMPTY_VISIBILITY: Record<string, boolean> = {}

/**
 * Each row's React key: its record's id, and for a record the page holds more
 * than once (the contract does not promise uniqueness) its occurrence too. Not
 * its position: a key that moved with the order would remount every row on a
 * re-sort instead of moving it.
 */
export function uniqueRowIds<TData>(rows: readonly TData[], getRowId: (row: TData) => string): string[] {
  const seen = new Map<string, number>()
  return rows.map((row) => {
    const id = getRowId(row)
    const count = seen.get(id) ?? 0
    seen.set(id, count + 1)
    return count === 0 ? id : `${id}#${count + 1}`
  })
}

export function DataTable<TData extends RowData>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  sortMode = 'server',
  rowClassName,
  columnVisibility = EMPTY_VISIBILITY,
  loading = false,
  skeletonRows = 10,
  stale = false,
  loadingText = 'Loading…',
}: DataTableProps<TData>) {
  const sorting: SortingState = sort ? [sort] : []
  const rowIds = useMemo(() => uniqueRowIds(rows, getRowId), [rows, getRowId])

  const table = useTable({
    features: listTableFeatures,
    columns,
    data: rows,
    getRowId: (_row, index) => rowIds[index] ?? String(index),
    manualSorting: sortMode === 'server',
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      if (!first) return
      onSortChange({ id: first.id, desc: first.desc })
    },
  })

  const captionId = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const scrolls = useOverflowsX(scrollRef)

  return (
    <div
      ref={scrollRef}
      className="data-table-scroll"
      {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-labelledby': captionId } : {})}
    >
      <table className="data-table" aria-busy={loading || stale ? true : undefined}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column
                const meta = column.columnDef.meta
                const canSort = column.getCanSort()
                const sorted = sort?.id === column.id ? (sort.desc ? 'descending' : 'ascending') : 'none'
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={canSort ? sorted : undefined}
                    className={cellClassName(meta)}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button type="button" className="data-table-sort-button" onClick={column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <SortIndicator sorted={sorted} />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <DataTableBody table={table} loading={loading} stale={stale} skeletonRows={skeletonRows} rowClassName={rowClassName} />
      </table>
      {loading && (
        <p className="visually-hidden" role="status">
          {loadingText}
        </p>
      )}
    </div>
  )
}

/** ▲, ▼ or ↕: the header's sort, told by the glyph as well as its accent colour. */
function SortIndicator({ sorted }: { sorted: 'ascending' | 'descending' | 'none' }) {
  return (
    <span className={`data-table-sort-indicator is-${sorted}`} aria-hidden="true">
      {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
    </span>
  )
}

interface DataTableBodyProps<TData extends RowData> {
  table: ReturnType<typeof useTable<ListTableFeatures, TData>>
  loading: boolean
  stale: boolean
  skeletonRows: number
  rowClassName: ((row: TData) => string | undefined) | undefined
}

function DataTableBody<TData extends RowData>({ table, loading, stale, skeletonRows, rowClassName }: DataTableBodyProps<TData>) {
  const visibleColumns = table.getVisibleLeafColumns()
  // One string per column choice: a row renders again when the columns shown change.
  const columnsKey = visibleColumns.map((column) => column.id).join(' ')
  return (
    <tbody className={loading ? 'is-loading' : stale ? 'is-stale' : undefined}>
      {loading
        ? Array.from({ length: skeletonRows }, (_, index) => (
            <tr key={`skeleton-${index}`} className="data-table-skeleton-row" aria-hidden="true">
              {visibleColumns.map((column) => (
                <td key={column.id}>
                  <SkeletonBar />
                </td>
              ))}
            </tr>
          ))
        : table
            .getRowModel()
            .rows.map((row) => (
              <DataTableRow key={row.id} row={row} columnsKey={columnsKey} className={rowClassName?.(row.original)} />
            ))}
    </tbody>
  )
}

interface DataTableRowProps<TData extends RowData> {
  row: Row<ListTableFeatures, TData>
  /** The visible column ids, joined: a new column choice renders the row again. */
  columnsKey: string
  className: string | undefined
}

function DataTableRowCells<TData extends RowData>({ row, className }: DataTableRowProps<TData>) {
  return (
    <tr className={className}>
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta
        const cellClass = cellClassName(meta)
        // The column's name, which a phone card prints above each value (data-table.css).
        const header = cell.column.columnDef.header
        const label = typeof header === 'string' ? header : undefined
        return meta?.rowHeader ? (
          <th key={cell.id} scope="row" className={cellClass}>
            <FlexRender cell={cell} />
          </th>
        ) : (
          <td key={cell.id} className={cellClass} data-label={label}>
            <FlexRender cell={cell} />
          </td>
        )
      })}
    </tr>
  )
}

/**
 * A row renders again only when its record, the columns shown or its class
 * change. TanStack builds new row and cell objects on each table update, so
 * without this every render of the body (the rows dimming while the next page
 * loads, the page around it) would render all 100 rows and their cells again.
 * A record is compared by value: another query's answer (Back to a filter,
 * the page a row also sits on) brings equal records as new objects.
 * Cells that read page state (the compare checkbox) read it from context,
 * which still reaches them.
 */
const DataTableRow = memo(
  DataTableRowCells,
  (before, after) =>
    before.row.id === after.row.id &&
    (before.row.original === after.row.original || replaceEqualDeep(before.row.original, after.row.original) === before.row.original) &&
    before.columnsKey === after.columnsKey &&
    before.className === after.className,
) as typeof DataTableRowCells
