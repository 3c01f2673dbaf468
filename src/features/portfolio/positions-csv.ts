import Papa from 'papaparse'
import { toCsv } from '../../lib/export/export-csv'
import { toSlug } from '../../lib/slug'
import { addAmounts, amountProblem, readAmount } from './amounts'
import { CONTRACT_ADDRESS_PATTERN, PORTFOLIO_MAX_POSITIONS, positionId, type Position } from './portfolio-schema'

/** The file's header (UI contract); columns may come in any order, others are ignored. */
export const CSV_COLUMNS = ['platform', 'contract_address', 'amount_usd'] as const
type CsvColumn = (typeof CSV_COLUMNS)[number]
/** [ours] 500 positions take about 40 KB; a file far larger is not a portfolio. */
export const CSV_MAX_BYTES = 1_000_000

/** Two lines naming the same product: one position, the amounts added. */
export interface MergedLine {
  line: number
  firstLine: number
}

export type CsvReadResult = { ok: true; positions: Position[]; merged: MergedLine[] } | { ok: false; problems: string[] }

const fail = (...problems: string[]): CsvReadResult => ({ ok: false, problems })

/** Bytes a file would hold: the browser's File.size when there is one, else the text's UTF-8 length. */
function byteLength(text: string): number {
  return new TextEncoder().encode(text).length
}

/** Text a binary file (a spreadsheet workbook, an image) decodes to: NUL characters or undecodable bytes. */
function looksBinary(text: string): boolean {
  const head = text.slice(0, 4096)
  return head.includes('\u0000') || (head.match(/\uFFFD/g)?.length ?? 0) > 2
}

/**
 * Reads a portfolio CSV (header `platform,contract_address,amount_usd`, in
 * any order, extra columns ignored). All or nothing: every bad line is
 * listed by its line number in the file, with its reason, and no position is
 * returned while any is bad. The same product on two lines is one position
 * with the amounts added (`merged` says which lines). A platform may be
 * written as its name ("Harbor Lend") or its slug; amounts take the
 * shorthand of the amount field (`1.5M`, `250k`).
 */
export function readPositionsCsv(text: string, size: number = byteLength(text)): CsvReadResult {
  if (size > CSV_MAX_BYTES) return fail('The file is larger than 1 MB, more than a portfolio of 500 positions can take.')
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (normalised.trim() === '') return fail('The file is empty.')
  if (looksBinary(normalised)) return fail('The file is not a CSV file (it is not text).')
  const firstLine = normalised.trimStart().split('\n', 1)[0] ?? ''
  if (/^[[{]/.test(firstLine)) return fail('The file is not a CSV file (it looks like JSON).')

  const problems: string[] = []
  const rows: Array<{ line: number; fields: string[] }> = []
  // The line a row starts on: the newlines before it, counted once over the whole text as the rows go by.
  let scanned = 0
  let newlines = 0
  const lineAt = (offset: number) => {
    for (let at = normalised.indexOf('\n', scanned); at !== -1 && at < offset; at = normalised.indexOf('\n', at + 1)) newlines += 1
    scanned = offset
    return newlines + 1
  }
  let rowStart = 0
  Papa.parse<string[]>(normalised, {
    delimiter: ',',
    newline: '\n',
    step: (result) => {
      const line = lineAt(rowStart)
      rowStart = result.meta.cursor
      if (result.errors.some((error) => error.code === 'MissingQuotes')) {
        problems.push(`Line ${line}: a quoted field is not closed (a " without its closing ")`)
        return
      }
      rows.push({ line, fields: result.data })
    },
  })

  const isBlank = (fields: readonly string[]) => fields.every((field) => field.trim() === '')
  const headerIndex = rows.findIndex((row) => !isBlank(row.fields))
  const header = rows[headerIndex]
  if (!header) return fail(...problems, 'The file has no header line.')
  const names = header.fields.map((field) => field.trim().toLowerCase())
  const columnAt = Object.fromEntries(CSV_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<CsvColumn, number>
  const missing = CSV_COLUMNS.filter((column) => columnAt[column] < 0)
  if (missing.length > 0) {
    if (names.length === 1 && /[;\t]/.test(names[0] ?? '')) {
      return fail(`Line ${header.line}: the columns are separated by “${names[0]?.includes(';') ? ';' : 'tab'}”; a portfolio CSV separates them with commas (header platform,contract_address,amount_usd)`)
    }
    return fail(...missing.map((column) => `Line ${header.line}: the column ${column} is missing (the header must name platform, contract_address and amount_usd)`))
  }

  const positions: Position[] = []
  const lineOf = new Map<string, number>()
  const merged: MergedLine[] = []
  for (const { line, fields } of rows.slice(headerIndex + 1)) {
    if (isBlank(fields)) continue
    const cell = (column: CsvColumn) => (fields[columnAt[column]] ?? '').trim()
    const rowProblems: string[] = []
    const platformText = cell('platform')
    const platform = toSlug(platformText)
    if (platformText === '') rowProblems.push('platform is empty')
    else if (platform === '') rowProblems.push('platform is not a platform name or slug')
    const address = cell('contract_address')
    if (address === '') rowProblems.push('contract_address is empty')
    else if (!CONTRACT_ADDRESS_PATTERN.test(address) || address.length > 200) rowProblems.push('contract_address is not a contract address')
    const amount = readAmount(cell('amount_usd'))
    if (!amount.ok) rowProblems.push(`amount_usd ${amountProblem(amount.reason)}`)
    if (rowProblems.length > 0 || !amount.ok) {
      problems.push(`Line ${line}: ${rowProblems.join('; ')}`)
      continue
    }
    const position: Position = { platform, contract_address: address, amount_usd: amount.usd }
    const id = positionId(position)
    const firstLine = lineOf.get(id)
    if (firstLine === undefined) {
      lineOf.set(id, line)
      positions.push(position)
      continue
    }
    merged.push({ line, firstLine })
    const index = positions.findIndex((held) => positionId(held) === id)
    const held = positions[index]!
    positions[index] = { ...held, amount_usd: addAmounts(held.amount_usd, amount.usd) }
  }

  if (positions.length > PORTFOLIO_MAX_POSITIONS) {
    problems.push(`The file has ${positions.length} positions; a portfolio holds at most ${PORTFOLIO_MAX_POSITIONS}.`)
  }
  if (problems.length > 0) return { ok: false, problems }
  if (positions.length === 0) return fail(`The file has a header but no positions (from line ${header.line + 1} on, one line per position).`)
  return { ok: true, positions, merged }
}

/** The positions as the same CSV: importing the file gives them back unchanged. */
export function positionsCsv(positions: readonly Position[]): string {
  return toCsv(
    CSV_COLUMNS,
    positions.map((position) => [position.platform, position.contract_address, position.amount_usd]),
  )
}

export function positionsFileName(now: Date = new Date()): string {
  return `portfolio-${now.toISOString().slice(0, 10)}.csv`
}
