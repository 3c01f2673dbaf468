import { createContext, use } from 'react'
import { Link } from 'react-router-dom'
import { createListColumnHelper } from '../../components/list/data-table'
import { GradeBadge } from '../../components/grade-badge'
import { formatDate } from '../../lib/format'
import { productPath, providerPath } from '../../lib/paths'
import { changeText } from '../../lib/grade-change'
import type { WatchedItemState } from './use-watched-changes'
import type { WatchedItem } from './watchlist-schema'

/** Row actions, given by the page: the columns are module constants (see DataTable). */
export const WatchlistRowActions = createContext<{ stopWatching: (row: WatchedItemState) => void }>({ stopWatching: () => undefined })

export const KIND_LABELS: Record<WatchedItem['kind'], string> = {
  defi: 'DeFi product',
  infra: 'Infrastructure provider',
}

function itemPath(item: WatchedItem): string {
  return item.kind === 'defi' ? productPath(item.platform, item.contract_address) : providerPath(item.slug)
}

/** The current record, or for an unavailable item the last one known (never nothing when something was known). */
function shownRecord(row: WatchedItemState) {
  const { current } = row
  if (current.status === 'ok') return { record: current.record, lastKnown: false }
  if (current.status === 'unchecked') return null
  return { record: current.lastKnown ?? row.item.seen, lastKnown: true }
}

function RatingCell({ row }: { row: WatchedItemState }) {
  const shown = shownRecord(row)
  if (!shown) return <span className="watchlist-muted">Not checked yet</span>
  return (
    <>
      <GradeBadge grade={shown.record.rating} />
      {shown.lastKnown && <span className="watchlist-muted"> (last known)</span>}
    </>
  )
}

function ChangeCell({ row }: { row: WatchedItemState }) {
  const { change, potential } = row
  return (
    <span className={`watchlist-change is-${change.kind}`}>
      <span className="watchlist-change-text">{changeText(change)}</span>
      {change.kind === 'unavailable' && (
        <span className="watchlist-change-detail">
          {change.reason === 'not_found'
            ? 'The API no longer finds it.'
            : `The request failed${change.message ? `: ${change.message}` : '.'}`}
        </span>
      )}
      {potential && (
        <span className="watchlist-change-detail">
          Potential rating {potential.from} → {potential.to}
        </span>
      )}
    </span>
  )
}

function StopWatchingCell({ row }: { row: WatchedItemState }) {
  const { stopWatching } = use(WatchlistRowActions)
  return (
    <button type="button" onClick={() => stopWatching(row)}>
      Stop watching <span className="visually-hidden">{row.item.name}</span>
    </button>
  )
}

const helper = createListColumnHelper<WatchedItemState>()

export const watchlistColumns = helper.columns([
  helper.accessor((row) => row.item.name, {
    id: 'name',
    header: 'Name',
    enableSorting: false,
    meta: { rowHeader: true },
    cell: ({ row }) => <Link to={itemPath(row.original.item)}>{row.original.item.name}</Link>,
  }),
  helper.accessor((row) => KIND_LABELS[row.item.kind], { id: 'kind', header: 'Kind', enableSorting: false }),
  helper.display({ id: 'rating', header: 'Rating', cell: ({ row }) => <RatingCell row={row.original} /> }),
  helper.display({ id: 'last_seen', header: 'Last seen', cell: ({ row }) => <GradeBadge grade={row.original.item.seen.rating} /> }),
  helper.display({ id: 'change', header: 'Change', cell: ({ row }) => <ChangeCell row={row.original} /> }),
  helper.display({
    id: 'rated',
    header: 'Rated',
    cell: ({ row }) => {
      const shown = shownRecord(row.original)
      return formatDate(shown?.record.rated_at ?? row.original.item.seen.rated_at)
    },
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    meta: { noExport: true },
    cell: ({ row }) => <StopWatchingCell row={row.original} />,
  }),
])
