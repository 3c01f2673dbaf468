import {
  createColumnHelper,
  createSortedRowModel,
  flexRender,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type OnChangeFn,
  type Row,
  type SortingState,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { keyStatus, type ApiKey } from '../../api/schemas/keys'
import { formatDate, formatDateTime, formatInteger, formatRelative } from '../../lib/format'
import { CreditUsageMeter } from './credit-usage-meter'
import { compareSortValues, isKeyInUse, keyDisplayName, keySortValue, STATUS_TEXT, type SortableKeyColumn } from './key-helpers'
import './keys.css'

interface KeysTableMeta {
  inUseLastFour: string | null
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  tableMeta: metaHelper<KeysTableMeta>(),
  columnMeta: metaHelper<{ numeric?: boolean }>(),
})

type Features = typeof features
const helper = createColumnHelper<Features, ApiKey>()

function sortBy(column: SortableKeyColumn) {
  return (a: Row<Features, ApiKey>, b: Row<Features, ApiKey>) =>
    compareSortValues(keySortValue(a.original, column), keySortValue(b.original, column))
}

function Timestamp({ value, relative, missing }: { value: string | null | undefined; relative?: boolean; missing?: string }) {
  if (!value) return <span>{missing ?? '–'}</span>
  const exact = formatDateTime(value)
  return (
    <time dateTime={value} title={exact}>
      {relative ? formatRelative(value) : formatDate(value)}
    </time>
  )
}

const columns = helper.columns([
  helper.accessor((key) => keySortValue(key, 'label'), {
    id: 'label',
    header: 'Label',
    sortFn: sortBy('label'),
    sortDescFirst: false,
    cell: ({ row, table }) => (
      <span className="key-label">
        <span>{row.original.label?.trim() || <span className="muted">No label</span>}</span>
        {isKeyInUse(row.original, table.options.meta?.inUseLastFour ?? null) && <span className="key-tag">In use</span>}
      </span>
    ),
  }),
  helper.accessor('api_key', {
    id: 'api_key',
    header: 'Key',
    enableSorting: false,
    cell: ({ row }) => <code className="key-mask">{row.original.api_key || '–'}</code>,
  }),
  helper.accessor((key) => keySortValue(key, 'status'), {
    id: 'status',
    header: 'Status',
    sortFn: sortBy('status'),
    sortDescFirst: false,
    cell: ({ row }) => {
      const status = keyStatus(row.original)
      return (
        <span className={`key-status status-${status}`}>
          <span className="key-status-text">{STATUS_TEXT[status]}</span>
          {status === 'revoked' && row.original.revoked_at && (
            <>
              {' '}
              <Timestamp value={row.original.revoked_at} relative />
            </>
          )}
        </span>
      )
    },
  }),
  helper.accessor((key) => keySortValue(key, 'used_credits'), {
    id: 'used_credits',
    header: 'Credits used',
    sortFn: sortBy('used_credits'),
    meta: { numeric: true },
    cell: ({ row }) => (
      <div className="credits-cell">
        <span>{formatInteger(row.original.used_credits ?? 0)}</span>
        <CreditUsageMeter used={row.original.used_credits} limit={row.original.credit_limit} name={keyDisplayName(row.original)} />
      </div>
    ),
  }),
  helper.accessor((key) => keySortValue(key, 'credit_limit'), {
    id: 'credit_limit',
    header: 'Credit limit',
    sortFn: sortBy('credit_limit'),
    meta: { numeric: true },
    cell: ({ row }) => (row.original.credit_limit === null || row.original.credit_limit === undefined ? 'No limit' : formatInteger(row.original.credit_limit)),
  }),
  helper.accessor((key) => keySortValue(key, 'created_at'), {
    id: 'created_at',
    header: 'Created',
    sortFn: sortBy('created_at'),
    cell: ({ row }) => <Timestamp value={row.original.created_at} />,
  }),
  helper.accessor((key) => keySortValue(key, 'last_used_at'), {
    id: 'last_used_at',
    header: 'Last used',
    sortFn: sortBy('last_used_at'),
    cell: ({ row }) => <Timestamp value={row.original.last_used_at} relative missing="never" />,
  }),
])

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/**
 * The account's keys, sorted on the client (the list is small and not paged);
 * the sort itself lives in the URL and arrives as `sorting`.
 */
export function KeysTable({
  keys,
  inUseLastFour,
  sorting,
  onSortingChange,
  renderActions,
  caption,
}: {
  keys: ApiKey[]
  inUseLastFour: string | null
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
  renderActions: (key: ApiKey) => ReactNode
  caption: ReactNode
}) {
  const table = useTable({
    features,
    columns,
    data: keys,
    getRowId: (key) => key.id,
    state: { sorting },
    onSortingChange,
    enableSortingRemoval: false,
    enableMultiSort: false,
    meta: { inUseLastFour },
  })

  return (
    <div className="keys-table-wrap">
      <table className="keys-table">
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const label = String(header.column.columnDef.header)
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={header.column.columnDef.meta?.numeric ? 'numeric' : undefined}
                    aria-sort={header.column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <span aria-hidden="true" className="sort-indicator">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
              <th scope="col">Actions</th>
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={`key-row status-${keyStatus(row.original)}`}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'numeric' : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
              <td className="key-actions">{renderActions(row.original)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The table's final shape while the list loads, so nothing jumps when it arrives. */
export function KeysTableSkeleton({ caption, rows = 3 }: { caption: ReactNode; rows?: number }) {
  return (
    <div className="keys-table-wrap" aria-busy="true">
      <table className="keys-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {['Label', 'Key', 'Status', 'Credits used', 'Credit limit', 'Created', 'Last used', 'Actions'].map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_row, index) => (
            <tr key={index} className="skeleton-row" aria-hidden="true">
              {Array.from({ length: 8 }, (_cell, cell) => (
                <td key={cell}>
                  <span className="skeleton-bar">{' '}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="visually-hidden" role="status">
        Loading the keys…
      </p>
    </div>
  )
}
