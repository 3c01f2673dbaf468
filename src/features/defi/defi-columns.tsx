import { createContext, useContext } from 'react'
import { Link } from 'react-router-dom'
import type { DefiListParams } from '../../api/params/defi-params'
import type { DefiRating } from '../../api/schemas/defi'
import type { ColumnVisibility } from '../../components/list/column-chooser'
import { defiQueries } from '../../api/queries/defi-queries'
import { GradeBadge } from '../../components/grade-badge'
import { createListColumnHelper } from '../../components/list/data-table'
import { usePrefetchOnIntent } from '../../credits/use-prefetch-on-intent'
import { formatInteger, formatPercent, formatUsdCompact, formatUsdFull } from '../../lib/format'
import { platformPath, productPath } from '../../lib/paths'
import { toSlug } from '../../lib/slug'
import { defiTypeLabel } from '../../lib/defi-types'
import { ratingRecordColumns } from '../../components/list/rating-record-columns'

const column = createListColumnHelper<DefiRating>()

/** Labels of the columns people may hide (Product and the selection always stay). */
export const DEFI_OPTIONAL_COLUMNS = [
  { id: 'rating', label: 'Rating' },
  { id: 'potential_rating', label: 'Potential rating' },
  { id: 'tvl', label: 'TVL' },
  { id: 'apy', label: 'APY' },
  { id: 'platform', label: 'Platform' },
  { id: 'type', label: 'Type' },
  { id: 'chain', label: 'Chain' },
  { id: 'users', label: 'Users' },
  { id: 'rated_at', label: 'Rated' },
  { id: 'rated_since', label: 'Rated since' },
  { id: 'version', label: 'Version' },
] as const

/** Shown before any choice of the person's: the name, its grades, TVL and APY; the rest when the view acts on them. */
const DEFI_ALWAYS_SHOWN = new Set(['rating', 'potential_rating', 'tvl', 'apy'])

/** The DeFi parameters that act on each optional column (a filter on it, or a sort by it). */
const DEFI_COLUMN_PARAMS: Record<string, readonly (keyof DefiListParams)[]> = {
  type: ['type'],
  chain: ['chain'],
  version: ['version'],
  users: ['users_gte', 'users_lte'],
  rated_at: ['rated_at_gte', 'rated_at_lte'],
  rated_since: ['rated_since_gte', 'rated_since_lte'],
}

/**
 * The DeFi table's default columns for a view (UI-CONTRACT "What fits on a
 * screen"): what fits at 1280 px beside the filters, plus every column a
 * filter or the sort of the view acts on. The person's own choice wins.
 */
export function defiDefaultVisibility(params: DefiListParams): ColumnVisibility {
  return Object.fromEntries(
    DEFI_OPTIONAL_COLUMNS.map(({ id }) => [
      id,
      DEFI_ALWAYS_SHOWN.has(id) || params.sort === id || (DEFI_COLUMN_PARAMS[id] ?? []).some((name) => params[name] !== undefined),
    ]),
  )
}

export interface CompareSelectionApi {
  isSelected: (row: DefiRating) => boolean
  canSelectMore: boolean
  toggle: (row: DefiRating) => void
  limitHintId: string
}

/** The compare selection reaches the checkbox cells through context, so the columns can stay constant. */
export const CompareSelectionContext = createContext<CompareSelectionApi | null>(null)

function CompareCheckbox({ row }: { row: DefiRating }) {
  const selection = useContext(CompareSelectionContext)
  if (!selection) return null
  const selected = selection.isSelected(row)
  const blocked = !selected && !selection.canSelectMore
  return (
    <input
      type="checkbox"
      className="compare-checkbox"
      aria-label={`Select ${row.name} for comparison`}
      checked={selected}
      disabled={blocked}
      aria-describedby={blocked ? selection.limitHintId : undefined}
      onChange={() => selection.toggle(row)}
    />
  )
}

function ProductLink({ row }: { row: DefiRating }) {
  const intent = usePrefetchOnIntent()
  return (
    <Link
      to={productPath(row.provider_name, row.contract_address)}
      title={row.name}
      {...intent(() => defiQueries.detail(toSlug(row.provider_name), row.contract_address))}
    >
      {row.name}
    </Link>
  )
}

/**
 * Columns of the DeFi table, constant (cells render as components: a new
 * column array would remount every cell and lose focus). Ids of sortable
 * columns are the API's sort fields; numbers, grades and dates sort
 * descending first (biggest, best, newest), names ascending. Full values sit
 * in titles. The order is what people read first: the name, its grades, then
 * TVL and APY (these fit at 1280 px beside the filters); the rest may sit past
 * the right edge.
 */
export const DEFI_COLUMNS = column.columns([
  column.display({
    id: 'select',
    header: 'Compare',
    meta: { noExport: true, control: true },
    cell: ({ row }) => <CompareCheckbox row={row.original} />,
  }),
  column.accessor((row) => row.name, {
    id: 'name',
    header: 'Product',
    sortDescFirst: false,
    meta: { rowHeader: true, truncate: true },
    cell: ({ row }) => <ProductLink row={row.original} />,
  }),
  column.accessor((row) => row.rating, {
    id: 'rating',
    header: 'Rating',
    sortDescFirst: true,
    cell: ({ getValue }) => <GradeBadge grade={getValue()} />,
  }),
  column.accessor((row) => row.potential_rating, {
    id: 'potential_rating',
    header: 'Potential rating',
    enableSorting: false,
    cell: ({ getValue }) => <GradeBadge grade={getValue()} />,
  }),
  column.accessor((row) => row.risk_metrics?.tvl ?? null, {
    id: 'tvl',
    header: 'TVL',
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => <span title={formatUsdFull(getValue())}>{formatUsdCompact(getValue())}</span>,
  }),
  column.accessor((row) => row.risk_metrics?.apy ?? null, {
    id: 'apy',
    header: 'APY',
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => {
      const value = getValue()
      return <span title={value === null ? undefined : `${value}%`}>{formatPercent(value)}</span>
    },
  }),
  column.accessor((row) => row.provider_name, {
    id: 'platform',
    header: 'Platform',
    enableSorting: false,
    meta: { truncate: true },
    cell: ({ getValue }) => (
      <Link to={platformPath(getValue())} title={getValue()}>
        {getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => row.type, {
    id: 'type',
    header: 'Type',
    enableSorting: false,
    cell: ({ getValue }) => defiTypeLabel(getValue()),
  }),
  column.accessor((row) => row.chain, {
    id: 'chain',
    header: 'Chain',
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? '–',
  }),
  column.accessor((row) => row.risk_metrics?.users ?? null, {
    id: 'users',
    header: 'Users',
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => formatInteger(getValue()),
  }),
  ...ratingRecordColumns(column),
])
