import type { Row } from '@tanstack/react-table'
import { createContext, useContext, type ReactNode } from 'react'
import { keyStatus, type ApiKey } from '../../api/schemas/keys'
import { createListColumnHelper, type ListTableFeatures } from '../../components/list/data-table'
import { formatDate, formatDateTime, formatInteger, formatRelative } from '../../lib/format'
import { CreditUsageMeter } from './credit-usage-meter'
import { compareSortValues, keyDisplayName, keySortValue, maybeInUseHint, STATUS_TEXT, type KeyUse, type SortableKeyColumn } from './key-helpers'
import './keys.css'

const helper = createListColumnHelper<ApiKey>()

/** What the key cells need from the page; through context, so the columns stay constant. */
export interface KeyRowsContextValue {
  inUseLastFour: string | null
  keyUseOf: (key: ApiKey) => KeyUse
  renderActions: (key: ApiKey) => ReactNode
}

export const KeyRowsContext = createContext<KeyRowsContextValue>({ inUseLastFour: null, keyUseOf: () => 'not-in-use', renderActions: () => null })

function sortBy(column: SortableKeyColumn) {
  return (a: Row<ListTableFeatures, ApiKey>, b: Row<ListTableFeatures, ApiKey>) =>
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

function LabelCell({ apiKey }: { apiKey: ApiKey }) {
  const { inUseLastFour, keyUseOf } = useContext(KeyRowsContext)
  const use = keyUseOf(apiKey)
  return (
    <span className="key-label">
      <span>{apiKey.label?.trim() || <span className="muted">No label</span>}</span>
      {use === 'in-use' && <span className="key-tag">In use</span>}
      {use === 'maybe-in-use' && inUseLastFour && (
        <>
          <span className="key-tag key-tag-maybe">
            Maybe in use<span className="visually-hidden">:</span>
          </span>{' '}
          <span className="key-use-hint">{maybeInUseHint(inUseLastFour)}</span>
        </>
      )}
    </span>
  )
}

function ActionsCell({ apiKey }: { apiKey: ApiKey }) {
  const { renderActions } = useContext(KeyRowsContext)
  return <div className="key-actions">{renderActions(apiKey)}</div>
}

export function keyRowClassName(key: ApiKey): string {
  return `key-row status-${keyStatus(key)}`
}

/**
 * Columns of the keys table, sorted in the browser (DataTable sortMode="client":
 * the list is small and not paged). Ids of sortable columns are the URL's sort values.
 */
export const KEY_COLUMNS = helper.columns([
  helper.accessor((key) => keySortValue(key, 'label'), {
    id: 'label',
    header: 'Label',
    sortFn: sortBy('label'),
    sortDescFirst: false,
    cell: ({ row }) => <LabelCell apiKey={row.original} />,
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
  helper.display({
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    meta: { noExport: true },
    cell: ({ row }) => <ActionsCell apiKey={row.original} />,
  }),
])
