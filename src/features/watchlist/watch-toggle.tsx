import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { snapshotOf } from '../../lib/grade-change'
import { watchedQueryFor, type WatchedRecord } from './watched-queries'
import { watchId, type WatchTarget, type WatchedItem } from './watchlist-schema'
import { useWatchlist } from './watchlist-store'
import type { WatchlistScope } from './watchlist-storage'
import './watchlist.css'

/**
 * "Watch" on a product or provider page. Watching remembers the grade, rating
 * date and potential grade on screen as "last seen", read from the record the
 * page already fetched: the toggle itself never sends a request.
 */
export function WatchToggle({ scope, target }: { scope: WatchlistScope; target: WatchTarget }) {
  const { items, watch, unwatch } = useWatchlist(scope)
  // The page's own record, read through a disabled query: the toggle never fetches.
  const record: WatchedRecord | undefined = useQueries({ queries: [watchedQueryFor(target)] })[0].data
  const id = watchId(target)
  const watched = items.some((item) => watchId(item) === id)
  // What the last press did, so the status says the change rather than only the state it left.
  const [changed, setChanged] = useState<'added' | 'removed' | null>(null)

  function toggle() {
    if (watched) {
      unwatch(id)
      setChanged('removed')
      return
    }
    if (!record) return
    const seen = snapshotOf(record)
    const item: WatchedItem =
      target.kind === 'defi'
        ? { kind: 'defi', platform: target.platform, contract_address: record.contract_address ?? target.contract_address, name: record.name, seen }
        : { kind: 'infra', slug: target.slug, name: record.name, seen }
    watch(item)
    setChanged('added')
  }

  const state = watched
    ? changed === 'added'
      ? 'Added to your watchlist'
      : 'On your watchlist'
    : changed === 'removed'
      ? 'Removed from your watchlist'
      : ''

  return (
    <span className="watch-toggle-wrap">
      <button type="button" className="watch-toggle" aria-pressed={watched} disabled={!watched && !record} onClick={toggle}>
        <span aria-hidden="true" className="watch-toggle-icon">
          {watched ? '★' : '☆'}
        </span>
        Watch
      </button>
      <span className="watch-toggle-state" role="status">
        {state}
      </span>
    </span>
  )
}
