import { useId } from 'react'
import { formatInteger } from '../../lib/format'
import { Dialog } from '../dialog/dialog'
import type { ExportFormat } from '../../lib/export/export-file'
import type { ExportSnapshot } from '../../api/export/export-job'
import './export.css'

export interface ExportDialogActions {
  onClose: () => void
  onFormatChange: (format: ExportFormat) => void
  onStart: () => void
  onCancel: () => void
  onRetry: () => void
  onSavePartial: () => void
}

function rows(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'row' : 'rows'}`
}

function requests(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'request' : 'requests'}`
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  return `${minutes} min`
}

function fetchedText(snapshot: ExportSnapshot): string {
  return snapshot.total === null
    ? `Fetched ${rows(snapshot.fetched)}`
    : `Fetched ${formatInteger(snapshot.fetched)} of ${rows(snapshot.total)}`
}

function Progress({ snapshot }: { snapshot: ExportSnapshot }) {
  const { fetched, total } = snapshot
  const known = total !== null
  const percent = known && total > 0 ? Math.min(100, Math.round((fetched / total) * 100)) : null
  return (
    <div className="export-progress">
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? Math.min(fetched, total) : undefined}
        aria-valuetext={known ? `${percent ?? 100} %` : undefined}
        className={known ? 'export-progress-bar' : 'export-progress-bar export-progress-indeterminate'}
      >
        <span style={known ? { width: `${percent ?? 100}%` } : undefined} />
      </div>
    </div>
  )
}

function ShiftNotice({ snapshot }: { snapshot: ExportSnapshot }) {
  if (!snapshot.shifted) return null
  const parts = []
  if (snapshot.shifted.duplicates) parts.push(`${rows(snapshot.shifted.duplicates)} came twice and ${snapshot.shifted.duplicates === 1 ? 'was' : 'were'} kept once`)
  if (snapshot.shifted.totalChanged) parts.push('the total changed')
  return (
    <p className="notice notice-warning">
      {`The data changed on the server while exporting (${parts.join('; ')}). Rows added or moved meanwhile may be missing: export again for an exact copy.`}
    </p>
  )
}

/** What the dialog's live region says in each phase (a pause is said by its alert instead). */
function statusText(snapshot: ExportSnapshot): string {
  switch (snapshot.phase) {
    case 'running':
      return fetchedText(snapshot)
    case 'waiting':
      return `Waiting ${snapshot.waitSeconds} s for the rate limit`
    case 'done':
      return `Exported ${rows(snapshot.fetched)}`
    case 'cancelled':
      return 'Export cancelled. Nothing was saved and no more requests are sent.'
    default:
      return ''
  }
}

/** The "Export all" dialog: shows the job's snapshot and offers what its phase allows. */
export function ExportDialog({ snapshot, ...actions }: { snapshot: ExportSnapshot } & ExportDialogActions) {
  const formatName = useId()
  const { phase, estimate } = snapshot
  const credits = snapshot.credits === null ? null : `${formatInteger(snapshot.credits)} credits used`
  const status = statusText(snapshot)

  return (
    <Dialog title="Export all rows" onClose={actions.onClose} className="export-dialog">
      {phase === 'setup' && (
        <>
          <fieldset className="export-format">
            <legend>Format</legend>
            {(['csv', 'json'] as const).map((format) => (
              <label key={format} className="choice">
                <input
                  type="radio"
                  name={formatName}
                  value={format}
                  checked={snapshot.format === format}
                  onChange={() => actions.onFormatChange(format)}
                />
                {format.toUpperCase()}
              </label>
            ))}
          </fieldset>
          <p>
            {estimate.rows === null || estimate.requests === null
              ? 'Rows and requests: unknown until the last page (100 rows a request).'
              : `${rows(estimate.rows)} in ${requests(estimate.requests)}`}
          </p>
          <p>
            {estimate.credits !== null
              ? `Estimated credits: about ${formatInteger(estimate.credits)}.`
              : estimate.creditsPerRow !== null
                ? `Estimated credits: about ${formatInteger(estimate.creditsPerRow)} a row.`
                : 'Estimated credits: unknown.'}
          </p>
          <p className="field-hint">Every row matching the filters and sort of this view, with every column. The API allows 60 requests a minute.</p>
          <div className="button-row dialog-buttons">
            <button type="button" className="primary" onClick={actions.onStart}>
              Start export
            </button>
            <button type="button" onClick={actions.onClose}>
              Close
            </button>
          </div>
        </>
      )}

      {(phase === 'running' || phase === 'waiting' || phase === 'failed') && <Progress snapshot={snapshot} />}
      {/* One element in every phase, at one place among the dialog's children, so React keeps it: a phase's
          text put into a region already there is said, a region arriving with its text may not be. */}
      <p role="status" className={status ? undefined : 'visually-hidden'}>
        {status}
      </p>

      {(phase === 'running' || phase === 'waiting') && (
        <>
          {phase === 'waiting' && <p>{fetchedText(snapshot)}</p>}
          {phase === 'running' && snapshot.secondsLeft !== null && <p>{`About ${duration(snapshot.secondsLeft)} left.`}</p>}
          {credits && <p>{`${credits} so far.`}</p>}
          <ShiftNotice snapshot={snapshot} />
          <p className="field-hint">It keeps running if you close this dialog or open another page.</p>
          <div className="button-row dialog-buttons">
            <button type="button" onClick={actions.onCancel}>
              Cancel
            </button>
            <button type="button" onClick={actions.onClose}>
              Close
            </button>
          </div>
        </>
      )}

      {phase === 'failed' && (
        <>
          <div role="alert">
            <p className="notice notice-error">{`The export paused: ${snapshot.message ?? 'a request failed.'}`}</p>
          </div>
          <p>{`${fetchedText(snapshot)}; they are kept, and "Try again" resumes from the page that failed.`}</p>
          <div className="button-row dialog-buttons">
            <button type="button" className="primary" onClick={actions.onRetry}>
              Try again
            </button>
            <button type="button" onClick={actions.onCancel}>
              Cancel
            </button>
          </div>
        </>
      )}

      {phase === 'stopped' && (
        <>
          <div role="alert">
            <p className="notice notice-error">{`The export stopped: ${snapshot.message ?? 'the API refused the request.'}`}</p>
          </div>
          <p>{fetchedText(snapshot)}.</p>
          <div className="button-row dialog-buttons">
            <button type="button" className="primary" onClick={actions.onSavePartial} disabled={snapshot.fetched === 0}>
              {`Save the ${formatInteger(snapshot.fetched)} rows fetched so far`}
            </button>
            <button type="button" onClick={actions.onCancel}>
              Discard
            </button>
          </div>
        </>
      )}

      {phase === 'done' && (
        <>
          {snapshot.fileName && <p>{`Saved as ${snapshot.fileName}${snapshot.partial ? ' (stopped before the last page)' : ''}.`}</p>}
          {credits && <p>{`${credits}.`}</p>}
          <ShiftNotice snapshot={snapshot} />
          <div className="button-row dialog-buttons">
            <button type="button" onClick={actions.onClose}>
              Close
            </button>
          </div>
        </>
      )}

      {phase === 'cancelled' && (
        <div className="button-row dialog-buttons">
          <button type="button" onClick={actions.onClose}>
            Close
          </button>
        </div>
      )}
    </Dialog>
  )
}
