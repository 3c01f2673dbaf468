import { createContext, use } from 'react'
import { GradeBadge } from '../../components/grade-badge'
import { createListColumnHelper } from '../../components/list/data-table'
import { Link } from 'react-router-dom'
import { formatDate, formatPercent, formatUsdFull } from '../../lib/format'
import { platformPath, productPath } from '../../lib/paths'
import type { HoldingRow } from './holdings'

/** Row actions, given by the page: the columns are module constants (see DataTable). */
export const HoldingRowActions = createContext<{ remove: (row: HoldingRow) => void; retry: (row: HoldingRow) => void }>({
  remove: () => undefined,
  retry: () => undefined,
})

/** Each row's "Change" text by position id, given by the page (it reads what was seen of the portfolio). */
export const HoldingChanges = createContext<ReadonlyMap<string, string>>(new Map())

function ChangeCell({ row }: { row: HoldingRow }) {
  return use(HoldingChanges).get(row.id) ?? '–'
}

/** Why a row reads "Unavailable", in a sentence. */
export function unavailableReason(row: HoldingRow): string | null {
  if (row.state.status === 'not_found') return 'The API no longer finds this product.'
  if (row.state.status === 'failed') return `The request failed: ${row.state.message}`
  return null
}

function RatingCell({ row }: { row: HoldingRow }) {
  const { retry } = use(HoldingRowActions)
  const { state } = row
  if (state.status === 'unchecked') return <span className="portfolio-muted">Checking…</span>
  if (state.status === 'ok') return <GradeBadge grade={state.record.rating} />
  return (
    <span className="portfolio-unavailable">
      <span className="portfolio-unavailable-text">Unavailable</span>
      <span className="portfolio-unavailable-reason">{unavailableReason(row)} Counted as Unrated.</span>
      {state.status === 'failed' && (
        <button type="button" className="portfolio-retry" onClick={() => retry(row)}>
          Try again <span className="visually-hidden">for {row.name}</span>
        </button>
      )}
    </span>
  )
}

function RemoveCell({ row }: { row: HoldingRow }) {
  const { remove } = use(HoldingRowActions)
  return (
    <button type="button" onClick={() => remove(row)} aria-label={`Remove ${row.name}`}>
      Remove
    </button>
  )
}

const helper = createListColumnHelper<HoldingRow>()

/** Constant (DataTable): the rows come in the portfolio's order, largest first, so no column sorts. */
export const holdingsColumns = helper.columns([
  helper.accessor('name', {
    id: 'product',
    header: 'Product',
    enableSorting: false,
    meta: { rowHeader: true, wrap: true },
    cell: ({ row }) => <Link to={productPath(row.original.position.platform, row.original.position.contract_address)}>{row.original.name}</Link>,
  }),
  helper.accessor('platformName', {
    id: 'platform',
    header: 'Platform',
    enableSorting: false,
    meta: { wrap: true },
    cell: ({ row }) => <Link to={platformPath(row.original.position.platform)}>{row.original.platformName}</Link>,
  }),
  helper.display({ id: 'rating', header: 'Rating', cell: ({ row }) => <RatingCell row={row.original} /> }),
  helper.accessor('amountUsd', {
    id: 'amount',
    header: 'Amount',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => formatUsdFull(row.original.amountUsd),
  }),
  helper.accessor('share', {
    id: 'share',
    header: 'Share',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => formatPercent(row.original.share, 1),
  }),
  helper.display({
    id: 'rated',
    header: 'Rated',
    cell: ({ row }) => (row.original.state.status === 'ok' ? formatDate(row.original.state.record.rated_at) : '–'),
  }),
  helper.display({ id: 'change', header: 'Change', meta: { wrap: true }, cell: ({ row }) => <ChangeCell row={row.original} /> }),
  helper.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    meta: { noExport: true, control: true },
    cell: ({ row }) => <RemoveCell row={row.original} />,
  }),
])
