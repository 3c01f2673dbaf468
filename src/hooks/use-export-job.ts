import { useSyncExternalStore } from 'react'
import { exportJob, type ExportJobStore, type ExportSnapshot } from '../api/export/export-job'

export function useExportJob(store: ExportJobStore = exportJob): ExportSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
