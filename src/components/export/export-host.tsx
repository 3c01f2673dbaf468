import { useEffect } from 'react'
import { ExportDialog } from './export-dialog'
import { exportJob, isExportActive, type ExportJobStore } from './export-job'
import { useExportJob } from './use-export-job'

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
    snapshot.phase === 'failed' || snapshot.phase === 'stopped'
      ? 'Export paused'
      : percent === null
        ? `Export running: ${snapshot.fetched} rows`
        : `Export running: ${percent} %`

  return (
    <>
      {active && !snapshot.dialogOpen && (
        <button type="button" className="export-indicator" onClick={() => store.reopen()}>
          {label}
        </button>
      )}
      {snapshot.dialogOpen && snapshot.phase !== 'none' && (
        <ExportDialog
          snapshot={snapshot}
          onClose={() => store.close()}
          onFormatChange={(format) => store.setFormat(format)}
          onStart={() => store.start()}
          onCancel={() => store.cancel()}
          onRetry={() => store.retry()}
          onSavePartial={() => store.savePartial()}
        />
      )}
    </>
  )
}
