import { csvCell, type CsvColumn } from './export-csv'

export type ExportFormat = 'csv' | 'json'

/**
 * Builds an export file while the pages arrive: each page becomes one string
 * chunk, and every megabyte or so of chunks is folded into a Blob, so neither
 * the records nor one large string stay in memory while thousands of rows
 * arrive; the finished file is one Blob of those parts.
 *
 * CSV: every column (not only the visible ones), a header row, numbers raw,
 * the same quoting and formula guard as "Export CSV". JSON: an array of the
 * validated records.
 */
export interface ExportFileBuilder<T> {
  add(rows: readonly T[]): void
  readonly rowCount: number
  toBlob(): Blob
}

/** Text gathered before it is folded into a Blob: a browser keeps Blob data outside the JavaScript heap. */
const FOLD_AT_CHARS = 1_000_000

export function createExportFile<T>(format: ExportFormat, columns: ReadonlyArray<CsvColumn<T>>): ExportFileBuilder<T> {
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json'
  // One Blob per fold, not one growing Blob: nesting would copy the whole file at each fold in some engines.
  const folded: Blob[] = []
  let pending: string[] = []
  let pendingChars = 0
  let rowCount = 0

  const push = (text: string) => {
    pending.push(text)
    pendingChars += text.length
    if (pendingChars >= FOLD_AT_CHARS) {
      folded.push(new Blob(pending, { type }))
      pending = []
      pendingChars = 0
    }
  }

  if (format === 'csv') push(columns.map((column) => csvCell(column.label)).join(',') + '\r\n')
  return {
    add(rows) {
      if (!rows.length) return
      let text = ''
      if (format === 'csv') {
        for (const row of rows) text += columns.map((column) => csvCell(column.value(row))).join(',') + '\r\n'
      } else {
        for (const row of rows) text += (rowCount === 0 && text === '' ? '\n' : ',\n') + JSON.stringify(row)
      }
      rowCount += rows.length
      push(text)
    },
    get rowCount() {
      return rowCount
    },
    toBlob() {
      const body: BlobPart[] = [...folded, ...pending]
      if (format === 'csv') return new Blob(['\uFEFF', ...body], { type })
      return new Blob(['[', ...body, rowCount ? '\n]\n' : ']\n'], { type })
    },
  }
}

export function exportFileName(base: string, format: ExportFormat, date: Date): string {
  const day = [date.getFullYear(), String(date.getMonth() + 1).padStart(2, '0'), String(date.getDate()).padStart(2, '0')].join('-')
  return `${base}-${day}.${format}`
}
