import { lazy, Suspense, useEffect, useState } from 'react'
import { exportJob, isExportActive, type ExportJobStore } from '../../api/export/export-job'
import { useExportJob } from '../../hooks/use-export-job'

// Loaded on the first "Export all", so the shell's start-up code stays small.
const ExportDialog = lazy(() => import('./export-dialog').then((module) => ({ default: module.ExportDialog })))

/**
 * Lives in the app shell, so an export outlives the page that started it: the
 * dialog while it is open, a button that reopens it while it is closed, and a
 * question before the tab closes mid-export.
 */
export function ExportHost({ store = exportJob }: { store?: ExportJobStore }) {
  const snapshot = useExportJob(store)
  const active = isExportActive(snapshot)

  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [active])

  const percent = snapshot.total ? Math.min(100, Math.round((snapshot.fetched / snapshot.total) * 100)) : null
  const label =
    snapshot.phase === 'done'
      ? `Export finished: ${snapshot.fetched} rows`
      : snapshot.phase === 'failed' || snapshot.phase === 'stopped'
        ? 'Export paused'
        : percent === null
          ? `Export running: ${snapshot.fetched} rows`
          : `Export running: ${percent} %`
  // A job that ended while its dialog was closed stays one click away until its outcome has been seen.
  const showIndicator = (active || snapshot.phase === 'done') && !snapshot.dialogOpen
  // With its dialog open the dialog says how the job ended; an ending while it is closed is said here
  // (only an ending: closing the dialog on a job already paused or finished says nothing new).
  const [phaseLastShown, setPhaseLastShown] = useState(snapshot.phase)
  if (snapshot.dialogOpen && phaseLastShown !== snapshot.phase) setPhaseLastShown(snapshot.phase)
  const endedWhileClosed = !snapshot.dialogOpen && snapshot.phase !== phaseLastShown
  const paused = endedWhileClosed && (snapshot.phase === 'failed' || snapshot.phase === 'stopped')
  const finishedUnseen = endedWhileClosed && snapshot.phase === 'done'

  return (
    <>
      {showIndicator && (
        <button type="button" className="export-indicator" onClick={() => store.reopen()}>
          {label}
        </button>
      )}
      <span className="visually-hidden" role="status">
        {finishedUnseen ? label : ''}
      </span>
      {/* An alert is said when it appears, so it is only there while it has something to say. */}
      {paused && <span className="visually-hidden" role="alert">{`${label}: open it to try again or to save the rows fetched so far`}</span>}
      {snapshot.dialogOpen && snapshot.phase !== 'none' && (
        <Suspense fallback={null}>
          <ExportDialog
            snapshot={snapshot}
            onClose={() => store.close()}
            onFormatChange={(format) => store.setFormat(format)}
            onStart={() => store.start()}
            onCancel={() => store.cancel()}
            onRetry={() => store.retry()}
            onSavePartial={() => store.savePartial()}
          />
        </Suspense>
      )}
    </>
  )
}
