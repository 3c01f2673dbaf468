import type { ListPage } from '../client'
import { isApiError } from '../errors'
import { dataShifted, exportPages, newExportCursor, EXPORT_PAGE_SIZES, type ExportCursor } from './export-pages'
import type { ExportSource } from './export-sources'
import type { CsvColumn } from '../../lib/export/export-csv'
import { saveBlob } from '../../lib/save-file'
import { createExportFile, exportFileName, type ExportFileBuilder, type ExportFormat } from '../../lib/export/export-file'

/**
 * The one "Export all" job of the tab, outside React: it keeps running while
 * the person moves around the app or closes the dialog, and the dialog (and
 * the indicator in the shell) only show its snapshot. A small store with
 * subscribe/getSnapshot, for useSyncExternalStore.
 */

/** One list view to export: where its rows come from and how they are written. */
export interface ExportRequest<T> {
  /** File name before the date: `defi-ratings`, `defi-ratings-<platform>`, `infra-ratings`, `defi-alerts`. */
  fileBase: string
  columns: ReadonlyArray<CsvColumn<T>>
  source: ExportSource<T>
  /** The page on screen: its total (when the API sends one) and its cost per row make the estimate. */
  screenPage: ListPage<T> | undefined
  /** Credits one row costs, when known from the request that loaded the page on screen. */
  creditsPerRow?: number | null
  /** A page already in the query cache for these exact parameters. */
  cachedPage?: (source: ExportSource<T>, limit: number, offset: number) => ListPage<T> | undefined
}

export type ExportPhase = 'none' | 'setup' | 'running' | 'waiting' | 'failed' | 'stopped' | 'done' | 'cancelled'

export interface ExportEstimate {
  rows: number | null
  requests: number | null
  credits: number | null
  creditsPerRow: number | null
}

export interface ExportSnapshot {
  phase: ExportPhase
  dialogOpen: boolean
  format: ExportFormat
  estimate: ExportEstimate
  fetched: number
  total: number | null
  requests: number
  /** Credits the export's requests cost so far; null when the server sends no cost. */
  credits: number | null
  waitSeconds: number
  /** Seconds left at the current pace, when the total is known and a page has arrived. */
  secondsLeft: number | null
  /** The reason it failed or stopped. */
  message: string | null
  fileName: string | null
  /** Saved before the end (after a stop). */
  partial: boolean
  shifted: { duplicates: number; totalChanged: boolean } | null
}

/** An export is under way (or waits for "Try again"): leaving the tab would lose it. */
export function isExportActive(snapshot: ExportSnapshot): boolean {
  return snapshot.phase === 'running' || snapshot.phase === 'waiting' || snapshot.phase === 'failed' || snapshot.phase === 'stopped'
}

/** Leaf values of a record: the contract prices about one credit per data point. */
export function countDataPoints(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + countDataPoints(item), 0)
  if (value !== null && typeof value === 'object') {
    return Object.values(value).reduce<number>((sum, item) => sum + countDataPoints(item), 0)
  }
  return 1
}

export function estimateExport(screenPage: ListPage<unknown> | undefined, creditsPerRow?: number | null): ExportEstimate {
  const items = screenPage?.items ?? []
  const perRow =
    creditsPerRow ?? (items.length ? Math.round(items.reduce<number>((sum, item) => sum + countDataPoints(item), 0) / items.length) : null)
  const rows = screenPage?.pagination?.total_count ?? null
  const requests = rows === null ? null : Math.max(1, Math.ceil(rows / EXPORT_PAGE_SIZES[0]))
  // Each request is charged for its rows plus one (the contract's example: 3 rows cost 33 × 4).
  const credits = rows === null || requests === null || perRow === null ? null : perRow * (rows + requests)
  return { rows, requests, credits, creditsPerRow: perRow }
}

const EMPTY: ExportSnapshot = {
  phase: 'none',
  dialogOpen: false,
  format: 'csv',
  estimate: { rows: null, requests: null, credits: null, creditsPerRow: null },
  fetched: 0,
  total: null,
  requests: 0,
  credits: null,
  waitSeconds: 0,
  secondsLeft: null,
  message: null,
  fileName: null,
  partial: false,
  shifted: null,
}

export interface ExportJobStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): ExportSnapshot
  /** "Export all": shows the running job if there is one, else the choice for this view. */
  open<T>(request: ExportRequest<T>): void
  /** Reopens the dialog of the job under way (the shell's indicator). */
  reopen(): void
  setFormat(format: ExportFormat): void
  start(): void
  retry(): void
  cancel(): void
  savePartial(): void
  /** Hides the dialog; a finished, cancelled or unstarted job is forgotten. */
  close(): void
}

export interface ExportJobOptions {
  save?: (blob: Blob, fileName: string) => void
  now?: () => number
}

interface Job {
  request: ExportRequest<unknown>
  cursor: ExportCursor
  file: ExportFileBuilder<unknown> | null
  controller: AbortController | null
  startedAt: number
  fileName: string
}

export function createExportJobStore(options: ExportJobOptions = {}): ExportJobStore {
  const save = options.save ?? saveBlob
  const now = options.now ?? Date.now
  const listeners = new Set<() => void>()
  let snapshot: ExportSnapshot = EMPTY
  let job: Job | null = null
  let countdown: ReturnType<typeof setInterval> | null = null

  function set(patch: Partial<ExportSnapshot>) {
    snapshot = { ...snapshot, ...patch }
    for (const listener of listeners) listener()
  }

  function stopCountdown() {
    if (countdown !== null) clearInterval(countdown)
    countdown = null
  }

  function progress(cursor: ExportCursor, fetched: number): Partial<ExportSnapshot> {
    const total = cursor.total
    let secondsLeft: number | null = null
    if (job && total !== null && fetched > 0 && fetched < total) {
      const elapsed = (now() - job.startedAt) / 1000
      secondsLeft = Math.max(1, Math.round((elapsed / fetched) * (total - fetched)))
    }
    return {
      fetched,
      total,
      requests: cursor.requests,
      credits: cursor.creditsKnown ? cursor.credits : null,
      secondsLeft,
      shifted: dataShifted(cursor) ? { duplicates: cursor.duplicates, totalChanged: cursor.totalChanged } : null,
    }
  }

  function finish(current: Job, partial: boolean) {
    const rows = current.file?.rowCount ?? 0
    if (current.file) save(current.file.toBlob(), current.fileName)
    current.file = null
    set({ phase: 'done', fetched: rows, fileName: current.fileName, partial, secondsLeft: null })
  }

  async function run(current: Job) {
    const controller = new AbortController()
    current.controller = controller
    const { source, cachedPage } = current.request
    set({ phase: 'running', message: null })
    try {
      for await (const event of exportPages({
        fetchPage: source.fetchPage,
        params: source.params,
        identity: source.identity,
        cachedPage: cachedPage ? (params) => cachedPage(source, Number(params.limit), Number(params.offset)) : undefined,
        signal: controller.signal,
        cursor: current.cursor,
      })) {
        if (job !== current || controller.signal.aborted) return
        stopCountdown()
        switch (event.type) {
          case 'page':
            current.file?.add(event.rows)
            set({ phase: 'running', ...progress(event.cursor, current.file?.rowCount ?? 0) })
            break
          case 'page-size':
            break
          case 'waiting': {
            const until = now() + event.seconds * 1000
            set({ phase: 'waiting', waitSeconds: event.seconds, secondsLeft: null })
            countdown = setInterval(() => {
              const left = Math.max(0, Math.ceil((until - now()) / 1000))
              if (snapshot.phase === 'waiting') set({ waitSeconds: left })
            }, 1000)
            break
          }
          case 'failed':
          case 'stopped':
            set({
              phase: event.type,
              message: isApiError(event.error) ? event.error.message : 'The API could not be reached.',
              secondsLeft: null,
              ...progress(event.cursor, current.file?.rowCount ?? 0),
            })
            return
          case 'done':
            set(progress(event.cursor, current.file?.rowCount ?? 0))
            finish(current, false)
            return
        }
      }
    } finally {
      stopCountdown()
      if (current.controller === controller) current.controller = null
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    open(request) {
      if (job && isExportActive(snapshot)) {
        set({ dialogOpen: true })
        return
      }
      const typed = request as unknown as ExportRequest<unknown>
      job = { request: typed, cursor: newExportCursor(), file: null, controller: null, startedAt: 0, fileName: '' }
      snapshot = { ...EMPTY, format: snapshot.format }
      set({ phase: 'setup', dialogOpen: true, estimate: estimateExport(request.screenPage, request.creditsPerRow) })
    },
    reopen() {
      if (snapshot.phase !== 'none') set({ dialogOpen: true })
    },
    setFormat(format) {
      if (snapshot.phase === 'setup') set({ format })
    },
    start() {
      if (!job || snapshot.phase !== 'setup') return
      job.file = createExportFile(snapshot.format, job.request.columns)
      job.startedAt = now()
      job.fileName = exportFileName(job.request.fileBase, snapshot.format, new Date(job.startedAt))
      // The page on screen gave the total: show it before the first page of the export arrives.
      set({ total: snapshot.estimate.rows })
      void run(job)
    },
    retry() {
      if (job && snapshot.phase === 'failed') void run(job)
    },
    cancel() {
      if (!job || !isExportActive(snapshot)) return
      job.controller?.abort()
      job.controller = null
      job.file = null
      stopCountdown()
      set({ phase: 'cancelled', secondsLeft: null, message: null })
    },
    savePartial() {
      if (job && (snapshot.phase === 'stopped' || snapshot.phase === 'failed')) finish(job, true)
    },
    close() {
      if (isExportActive(snapshot)) {
        set({ dialogOpen: false })
        return
      }
      job = null
      snapshot = { ...EMPTY, format: snapshot.format }
      for (const listener of listeners) listener()
    },
  }
}

/** The tab's export job. */
export const exportJob = createExportJobStore()
