import { useIsRestoring, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '../../components/empty-state'
import { DataTable } from '../../components/list/data-table'
import { PageTitle } from '../../components/page-title'
import { refreshWatchlist, type RefreshProgress, type RefreshSummary } from './refresh-watchlist'
import { useWatchedStates, type WatchedItemState } from './use-watched-changes'
import { WatchedAlerts } from './watched-alerts'
import { detailKeyFor } from './watched-queries'
import { WatchlistRowActions, watchlistColumns } from './watchlist-columns'
import { importWatchlist, watchlistFileName, watchlistFileText } from './watchlist-file'
import type { GradeSnapshot } from '../../lib/grade-change'
import type { WatchTarget, WatchedItem } from './watchlist-schema'
import { useWatchlist } from './watchlist-store'
import type { WatchlistScope } from './watchlist-storage'
import './watchlist.css'
import { saveBlob } from '../../lib/save-file'
import { StorageProblem } from '../../components/storage-problem'

/** Demo only: asks the demo backend to re-rate one item; resolves to a sentence saying what it did. */
export type SimulateRatingChange = (target: WatchTarget) => Promise<string>

type Message = { tone: 'success' | 'error' | 'info'; text: string } | null

function summaryText(summary: RefreshSummary): string {
  const parts = [`Checked ${summary.total} ${summary.total === 1 ? 'item' : 'items'}`]
  parts.push(`${summary.requests} ${summary.requests === 1 ? 'request' : 'requests'}, ${summary.fromCache} from the cache`)
  if (summary.rateLimitWaits > 0) parts.push('waited for the rate limit')
  return `${parts.join(': ').replace(/: (.*): /, ': $1; ')}.`
}

function progressText(progress: RefreshProgress): string {
  if (progress.waitingSeconds !== null) return `Waiting ${progress.waitingSeconds} s for the rate limit (refreshed ${progress.done} of ${progress.total})`
  return `Refreshing ${Math.min(progress.done + 1, progress.total)} of ${progress.total}`
}

/**
 * /watchlist: every watched product and provider with what changed since the
 * person last looked. Opening the page refreshes what is stale (fresh cached
 * records cost nothing); "Refresh watchlist" asks the API for every item again,
 * because the person asked (a change on the server does not expire the cache).
 */
export function WatchlistPage({ scope, onSimulateChange }: { scope: WatchlistScope; onSimulateChange?: SimulateRatingChange | undefined }) {
  const queryClient = useQueryClient()
  const watchlist = useWatchlist(scope)
  const states = useWatchedStates(scope)
  const [progress, setProgress] = useState<RefreshProgress | null>(null)
  const [message, setMessage] = useState<Message>(null)
  const [summary, setSummary] = useState<string | null>(null)
  const running = useRef<AbortController | null>(null)
  const importId = useId()
  const fileInput = useRef<HTMLInputElement>(null)

  const refresh = useCallback(
    async (items: readonly WatchedItem[], force: boolean) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setSummary(null)
      const result = await refreshWatchlist(queryClient, items, { signal: controller.signal, force, onProgress: setProgress })
      if (running.current !== controller) return
      running.current = null
      setProgress(null)
      setSummary(result.cancelled ? 'Refresh cancelled.' : summaryText(result))
    },
    [queryClient],
  )

  // Visiting the page brings stale records up to date, once per visit, after the records kept on
  // this device are read (the refresh asks the cache directly, so it must not run before the restore).
  const itemsAtVisit = useRef(watchlist.items)
  const isRestoring = useIsRestoring()
  useEffect(() => {
    if (isRestoring) return
    if (itemsAtVisit.current.length > 0) void refresh(itemsAtVisit.current, false)
    return () => running.current?.abort()
  }, [refresh, isRestoring])

  function markAllSeen() {
    const snapshots = new Map<string, GradeSnapshot>()
    for (const state of states) if (state.current.status === 'ok') snapshots.set(state.id, state.current.record)
    watchlist.markSeen(snapshots)
    setMessage({ tone: 'success', text: `Marked ${snapshots.size} ${snapshots.size === 1 ? 'item' : 'items'} as seen.` })
  }

  const stopWatching = useCallback(
    (row: WatchedItemState) => {
      watchlist.unwatch(row.id)
      setMessage({ tone: 'info', text: `Stopped watching ${row.item.name}.` })
    },
    [watchlist],
  )

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const result = importWatchlist(await file.text(), watchlist.items)
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.message })
      return
    }
    watchlist.replaceAll(result.items)
    const already = result.alreadyWatched > 0 ? ` (${result.alreadyWatched} already watched)` : ''
    setMessage({ tone: 'success', text: `Imported ${result.added} ${result.added === 1 ? 'item' : 'items'}${already}.` })
    if (result.added > 0) void refresh(result.items, false)
  }

  async function simulate() {
    const target = states.find((state) => state.current.status === 'ok' || state.current.status === 'unchecked')?.item
    if (!onSimulateChange || !target) return
    try {
      const text = await onSimulateChange(target)
      // The next refresh must ask again rather than trust the cached record.
      await queryClient.invalidateQueries({ queryKey: detailKeyFor(target), exact: true, refetchType: 'none' })
      setMessage({ tone: 'success', text: `${text} Press “Refresh watchlist” to see it.` })
    } catch (error) {
      setMessage({ tone: 'error', text: `The rating change could not be simulated: ${error instanceof Error ? error.message : String(error)}` })
    }
  }

  const hasItems = watchlist.items.length > 0
  return (
    <div className="watchlist-page">
      <PageTitle title="Watchlist" />
      <h1>Watchlist</h1>
      <p className="page-intro">
        The products and providers you watch, and what changed since you last looked. Kept on this device, one watchlist per connection.
      </p>

      <StorageProblem problem={watchlist.problem} onDismiss={watchlist.dismissProblem} />

      <div className="button-row watchlist-actions">
        {hasItems && (
          <>
            <button type="button" onClick={() => void refresh(watchlist.items, true)} disabled={progress !== null}>
              Refresh watchlist
            </button>
            <button type="button" onClick={markAllSeen}>
              Mark all as seen
            </button>
            <button
              type="button"
              onClick={() => saveBlob(new Blob([watchlistFileText(watchlist.items)], { type: 'application/json' }), watchlistFileName())}
            >
              Export watchlist
            </button>
          </>
        )}
        <span className="watchlist-import">
          <label htmlFor={importId}>Import watchlist</label>
          <input id={importId} ref={fileInput} type="file" accept="application/json,.json" onChange={(event) => void onImport(event)} />
        </span>
        {onSimulateChange && hasItems && (
          <button type="button" onClick={() => void simulate()}>
            Simulate a rating change
          </button>
        )}
      </div>

      <div className="watchlist-status" role="status">
        {progress && (
          <span className="watchlist-progress">
            {progressText(progress)}
            <progress max={progress.total} value={progress.done} aria-hidden="true" />
          </span>
        )}
        {!progress && [message?.tone === 'error' ? null : message?.text, summary].filter(Boolean).join(' ')}
      </div>
      {progress && (
        <button type="button" onClick={() => running.current?.abort()}>
          Cancel refresh
        </button>
      )}
      {message?.tone === 'error' && (
        <p className="notice notice-error" role="alert">
          {message.text}
        </p>
      )}

      {hasItems ? (
        <WatchlistRowActions value={{ stopWatching }}>
          <DataTable
            caption="Watchlist: watched products and providers"
            captionHidden
            columns={watchlistColumns}
            rows={states}
            getRowId={(row) => row.id}
            sort={null}
            onSortChange={() => undefined}
          />
        </WatchlistRowActions>
      ) : (
        <EmptyState title="Nothing watched yet">
          <p>
            Open a <Link to="/defi">DeFi product</Link> or an <Link to="/infra">infrastructure provider</Link> and press{' '}
            <strong>Watch</strong> next to its name. It then appears here, and the navigation tells you when its rating changes.
          </p>
        </EmptyState>
      )}

      {hasItems && <WatchedAlerts items={watchlist.items} />}
    </div>
  )
}
