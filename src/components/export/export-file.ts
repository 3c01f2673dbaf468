import { csvCell, type CsvColumn } from '../list/export-csv'

export type ExportFormat = 'csv' | 'json'

/**
 * Builds an export file while the pages arrive: each page becomes one string
 * chunk and the finished file one Blob of those chunks, so 10,000 rows never
 * sit in memory as one large string, only as their CSV or JSON text.
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

export function createExportFile<T>(format: ExportFormat, columns: ReadonlyArray<CsvColumn<T>>): ExportFileBuilder<T> {
  const chunks: string[] = []
  let rowCount = 0
  if (format === 'csv') chunks.push(columns.map((column) => csvCell(column.label)).join(',') + '\r\n')
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
      chunks.push(text)
    },
    get rowCount() {
      return rowCount
    },
    toBlob() {
      if (format === 'csv') return new Blob(['\uFEFF', ...chunks], { type: 'text/csv;charset=utf-8' })
      return new Blob(['[', ...chunks, rowCount ? '\n]\n' : ']\n'], { type: 'application/json' })
    },
  }
}

export function exportFileName(base: string, format: ExportFormat, date: Date): string {
  const day = [date.getFullYear(), String(date.getMonth() + 1).padStart(2, '0'), String(date.getDate()).padStart(2, '0')].join('-')
  return `${base}-${day}.${format}`
}

/** Saves a Blob as a file via a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
