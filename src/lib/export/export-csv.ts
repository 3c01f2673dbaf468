import { saveBlob } from '../save-file'
/**
 * CSV export of what is on screen: pure `toCsv` (RFC 4180 quoting, CRLF rows)
 * and `csvFromColumns` (rows + the visible columns of a list table), plus
 * `downloadCsv`, the one browser-only piece.
 *
 * Cells that a spreadsheet would run as a formula (text starting with = + - @
 * or a tab/CR) get a leading apostrophe: the data comes from a third party.
 * Numbers stay raw (unformatted) so the spreadsheet can compute with them.
 */
export type CsvValue = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

export interface CsvColumn<TRow> {
  id: string
  label: string
  value: (row: TRow) => CsvValue
}

/** The visible columns (visibility[id] === false hides) of `rows`, as CSV. */
export function csvFromColumns<TRow>(
  rows: readonly TRow[],
  columns: ReadonlyArray<CsvColumn<TRow>>,
  visibility: Record<string, boolean> = {},
): string {
  const shown = columns.filter((column) => visibility[column.id] !== false)
  return toCsv(
    shown.map((column) => column.label),
    rows.map((row) => shown.map((column) => column.value(row))),
  )
}

/** Saves `csv` as a file; a byte-order mark helps spreadsheets read UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename)
}
