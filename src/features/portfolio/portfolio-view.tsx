import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '../../components/empty-state'
import { PrintReportButton } from '../../components/print/print-report-button'
import { ViewCost } from '../../credits/view-cost'
import { formatInteger } from '../../lib/format'
import { snapshotOf } from '../../lib/grade-change'
import { DEFI_PATH } from '../../lib/paths'
import type { ListPaging } from '../../hooks/use-list-params'
import { NO_SEEN_STATE, changesSentence, holdingChange, holdingChangeText, missingReferences } from './holding-changes'
import { detailOptionsFor, type HoldingRow } from './holdings'
import { HoldingsAlerts, holdingsAlertsQuery } from './holdings-alerts'
import { usePrinting } from './holdings-paging'
import { HoldingsSection } from './holdings-section'
import { dayOf, entryFromProfile, historyCsv, historyFileName, type HistoryEntry } from './portfolio-history'
import { PortfolioNotices, type ImportProblems, type Message } from './portfolio-notices'
import type { PortfolioEntry, Position } from './portfolio-schema'
import type { PortfolioActions } from './portfolio-store'
import type { MergedLine } from './positions-csv'
import { ReplacePortfolioDialog } from './replace-portfolio-dialog'
import { RiskOverTimeSection } from './risk-over-time-section'
import { RiskProfileSection } from './risk-profile-section'
import { loadSamplePortfolio } from './sample-portfolio'
import { useHoldings } from './use-holdings'
import { usePortfolioRefresh } from './use-portfolio-refresh'

/** Positions that replace the portfolio once the person agrees (the portfolio was not empty). */
interface Replacement {
  positions: Position[]
  /** The demo's sample months, with the sample portfolio. */
  history?: HistoryEntry[]
  /** "the 20 positions of portfolio.csv", "the sample portfolio's 12 positions" */
  source: string
  done: string
}

/** "Lines 5 and 9 repeat the products of lines 2 and 3: …" */
function mergedText(merged: readonly MergedLine[]): string {
  if (merged.length === 0) return ''
  const lines = merged.map((entry) => `line ${entry.line} (same product as line ${entry.firstLine})`)
  return ` The same product on two lines is one position with the amounts added: ${lines.join(', ')}.`
}

/** Largest amount first (the same amount: by name), so the first rows are where the money is. */
const byAmount = (a: HoldingRow, b: HoldingRow) => b.amountUsd - a.amountUsd || a.name.localeCompare(b.name)

/**
 * One portfolio: the answer (its risk profile), what acts on its positions
 * (import, export, refresh, print) and what that says, the holdings, the
 * risk over time and the alerts of what is held.
 */
export function PortfolioView({
  demo,
  portfolio,
  actions,
  paging,
}: {
  demo: boolean
  portfolio: PortfolioEntry
  actions: PortfolioActions
  /** The holdings' page window in the URL. */
  paging: ListPaging
}) {
  const queryClient = useQueryClient()
  const { positions, history, name } = portfolio
  const { rows, profile } = useHoldings(positions)
  // The profile (its chart and its tables) follows the holdings in a render of its own, which yields to input:
  // with 500 positions, drawn in one commit with the table it blocked the page for over a second at 4× CPU slowdown.
  const shownProfile = useDeferredValue(profile)
  const sortedRows = useMemo(() => rows.toSorted(byAmount), [rows])
  const printing = usePrinting()
  const refresh = usePortfolioRefresh(positions)
  const [message, setMessage] = useState<Message>(null)
  const [error, setError] = useState<string | null>(null)
  const [importProblems, setImportProblems] = useState<ImportProblems | null>(null)
  const [replacement, setReplacement] = useState<Replacement | null>(null)
  const holdingsHeading = useRef<HTMLHeadingElement>(null)

  const say = (text: string, tone: 'success' | 'info' = 'success') => {
    setError(null)
    setMessage({ tone, text })
  }

  function replaceWith({ positions: next, history: nextHistory, done }: Replacement) {
    setReplacement(null)
    const outcome = actions.replaceAll(name, next, nextHistory)
    if (!outcome.saved) {
      setError(outcome.reason)
      return
    }
    say(done)
    refresh.start(next, false)
  }

  function offer(next: Replacement) {
    if (positions.length === 0) replaceWith(next)
    else setReplacement(next)
  }

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setImportProblems(null)
    const { CSV_MAX_BYTES, readPositionsCsv } = await import('./positions-csv')
    // A file far too large is not read at all.
    const result = file.size > CSV_MAX_BYTES ? readPositionsCsv('', file.size) : readPositionsCsv(await file.text(), file.size)
    if (!result.ok) {
      setMessage(null)
      setImportProblems({ fileName: file.name, problems: result.problems })
      return
    }
    const count = `${formatInteger(result.positions.length)} ${result.positions.length === 1 ? 'position' : 'positions'}`
    offer({
      positions: result.positions,
      source: `the ${count} of ${file.name}`,
      done: `Imported ${count} from ${file.name}.${mergedText(result.merged)}`,
    })
  }

  async function exportPositions() {
    const { positionsCsv, positionsFileName } = await import('./positions-csv')
    const { downloadCsv } = await import('../../lib/export/export-csv')
    downloadCsv(positionsFileName(), positionsCsv(positions))
    say(`Exported ${formatInteger(positions.length)} ${positions.length === 1 ? 'position' : 'positions'}.`, 'info')
  }

  async function loadSample() {
    try {
      const sample = await loadSamplePortfolio(queryClient, dayOf(new Date()))
      const count = sample.positions.length
      offer({
        ...sample,
        source: `the sample portfolio's ${count} positions`,
        done: `Loaded the sample portfolio: ${count} of the demo’s fictional products, with twelve months of sample history.`,
      })
    } catch (caught) {
      setError(`The sample portfolio could not be loaded: ${caught instanceof Error ? caught.message : String(caught)}`)
    }
  }

  const remove = useCallback(
    (row: HoldingRow) => {
      const outcome = actions.remove(name, row.id, row.name)
      if (!outcome.saved) {
        setError(outcome.reason)
        return
      }
      setError(null)
      setMessage({ tone: 'success', text: `Removed ${row.name}.` })
      // The row and its button are gone: focus goes back to the table's heading rather than the page's end.
      holdingsHeading.current?.focus()
    },
    [actions, name],
  )
  const { run } = refresh
  const retry = useCallback((row: HoldingRow) => void run([row.position], true), [run])
  const rowActions = useMemo(() => ({ remove, retry }), [remove, retry])

  const viewKeys = useMemo(
    () => [...positions.map((position) => detailOptionsFor(position).queryKey), ...(positions.length > 0 ? [holdingsAlertsQuery(positions).queryKey] : [])],
    [positions],
  )
  const checking = rows.filter((row) => row.state.status === 'unchecked').length
  const hasPositions = positions.length > 0
  const { progress } = refresh
  const today = dayOf(new Date())

  // Once every position's record is in (after opening, refreshing or importing), the day's profile is kept in the
  // history; the store writes nothing when the day's entry is already the same.
  const complete = hasPositions && checking === 0 && progress === null
  // What changed since the person last looked: each row against its reference, read with the watchlist's rules.
  const seen = portfolio.seen ?? NO_SEEN_STATE
  const changes = useMemo(() => rows.map((row) => holdingChange(row.id, row.state, seen)), [rows, seen])
  const changeTexts = useMemo(() => new Map(rows.map((row, index) => [row.id, holdingChangeText(changes[index]!)])), [rows, changes])
  const sinceYouLooked = changesSentence(changes, seen.since)
  const { record, remember } = actions
  // A position's first record on this device is its grade when added: kept as its reference.
  useEffect(() => {
    const missing = missingReferences(rows, seen)
    if (Object.keys(missing).length === 0) return
    const outcome = remember(name, missing)
    if (!outcome.saved) setError(outcome.reason)
  }, [rows, seen, name, remember])

  function markAllSeen() {
    const references = Object.fromEntries(rows.flatMap((row) => (row.state.status === 'ok' ? [[row.id, snapshotOf(row.state.record)]] : [])))
    const outcome = actions.markAllSeen(name, references)
    if (!outcome.saved) setError(outcome.reason)
    else say('Marked all as seen: today’s grades are the new reference.', 'info')
  }

  useEffect(() => {
    if (!complete) return
    const outcome = record(name, entryFromProfile(profile, positions.length, today))
    if (!outcome.saved) setError(outcome.reason)
  }, [complete, profile, positions.length, today, name, record])

  async function exportHistory() {
    const { downloadCsv } = await import('../../lib/export/export-csv')
    downloadCsv(historyFileName(name, today), historyCsv(history))
    say(`Exported ${formatInteger(history.length)} ${history.length === 1 ? 'day' : 'days'} of history.`, 'info')
  }

  // What acts on the holdings (import, export, refresh, print) and what it says: after the answer, above the holdings.
  const controls = (
    <>
      <div className="button-row page-actions portfolio-actions">
        <label className="button portfolio-import">
          Import positions
          <input type="file" accept=".csv,text/csv,text/plain" className="portfolio-import-input" onChange={(event) => void onImport(event)} />
        </label>
        {hasPositions && (
          <>
            <button type="button" onClick={() => void exportPositions()}>
              Export positions
            </button>
            <button type="button" onClick={() => refresh.start(positions, true)} disabled={progress !== null}>
              Refresh holdings
            </button>
            <button type="button" onClick={markAllSeen} disabled={checking > 0}>
              Mark all as seen
            </button>
          </>
        )}
        {demo && (
          <button type="button" onClick={() => void loadSample()}>
            Load sample portfolio
          </button>
        )}
        {hasPositions && <PrintReportButton />}
      </div>

      <PortfolioNotices refresh={refresh} message={message} error={error} importProblems={importProblems} />
      {hasPositions && <ViewCost queryKeys={viewKeys} />}
    </>
  )

  return (
    <>
      {/* The answer first: how risky is what is held, then what is held. The controls keep their place in the
          tree whether there is an answer or not, so an import does not take the focus from the file input. */}
      {hasPositions && <RiskProfileSection profile={shownProfile} checking={checking} printing={printing} changes={sinceYouLooked} />}
      {controls}
      {hasPositions ? (
        <>
          <HoldingsSection
            rows={sortedRows}
            totalUsd={profile.totalUsd}
            printing={printing}
            actions={rowActions}
            changeTexts={changeTexts}
            headingRef={holdingsHeading}
            paging={paging}
          />
          <RiskOverTimeSection entries={history} today={today} printing={printing} onExport={() => void exportHistory()} />
          <HoldingsAlerts positions={positions} />
        </>
      ) : (
        <EmptyState title="No positions yet">
          <p>
            Open a <Link to={DEFI_PATH}>DeFi product</Link> and press <strong>Add to portfolio</strong> next to its name, or import a CSV file with the
            header <code className="portfolio-csv-header">platform,contract_address,amount_usd</code>.{demo && ' Or load the sample portfolio of the demo’s products.'}
          </p>
        </EmptyState>
      )}

      {replacement && (
        <ReplacePortfolioDialog
          name={name}
          count={positions.length}
          source={replacement.source}
          replacesHistory={replacement.history !== undefined}
          onCancel={() => setReplacement(null)}
          onReplace={() => replaceWith(replacement)}
        />
      )}
    </>
  )
}
