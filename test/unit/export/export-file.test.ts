import { describe, expect, it } from 'vitest'
import type { CsvColumn } from '../../../src/lib/export/export-csv'
import { createExportFile, exportFileName } from '../../../src/lib/export/export-file'

interface Row {
  name: string
  tvl: number | null
  note: string | null
}

const columns: ReadonlyArray<CsvColumn<Row>> = [
  { id: 'name', label: 'Product', value: (row) => row.name },
  { id: 'tvl', label: 'TVL (USD)', value: (row) => row.tvl },
  { id: 'note', label: 'Note', value: (row) => row.note },
]

const BOM = '\uFEFF'

async function text(blob: Blob): Promise<string> {
  // Blob.text() drops a leading byte-order mark when decoding; read the bytes to see it.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())
}

describe('createExportFile: CSV', () => {
  it('writes only the header for 0 rows', async () => {
    const file = createExportFile('csv', columns)
    const blob = file.toBlob()
    expect(blob.type).toBe('text/csv;charset=utf-8')
    expect(await text(blob)).toBe(`${BOM}Product,TVL (USD),Note\r\n`)
    expect(file.rowCount).toBe(0)
  })

  it('writes one row with raw numbers and every column', async () => {
    const file = createExportFile('csv', columns)
    file.add([{ name: 'Aave, v3', tvl: 1_500_000_000.5, note: null }])
    expect(await text(file.toBlob())).toBe(`${BOM}Product,TVL (USD),Note\r\n"Aave, v3",1500000000.5,\r\n`)
  })

  it('keeps the formula guard and quoting across many rows added page by page', async () => {
    const file = createExportFile('csv', columns)
    const pages = [0, 1, 2].map((page) =>
      Array.from({ length: 100 }, (_, index) => ({ name: `P${page * 100 + index}`, tvl: index, note: index === 0 ? '=HYPERLINK("x")' : 'ok' })),
    )
    for (const page of pages) file.add(page)
    file.add([])
    const lines = (await text(file.toBlob())).split('\r\n')
    expect(lines).toHaveLength(1 + 300 + 1) // header, rows, the empty string after the last CRLF
    expect(lines[1]).toBe('P0,0,"\'=HYPERLINK(""x"")"')
    expect(lines[300]).toBe('P299,99,ok')
    expect(file.rowCount).toBe(300)
  })
})

describe('createExportFile: JSON', () => {
  it('writes an empty array for 0 rows', async () => {
    const blob = createExportFile('json', columns).toBlob()
    expect(blob.type).toBe('application/json')
    expect(JSON.parse(await text(blob))).toEqual([])
  })

  it('writes the records themselves, not the CSV columns', async () => {
    const file = createExportFile('json', columns)
    const record = { name: '=SUM(A1)', tvl: null, note: 'n' }
    file.add([record])
    expect(JSON.parse(await text(file.toBlob()))).toEqual([record])
  })

  it('writes many rows from several pages as one valid array', async () => {
    const file = createExportFile('json', columns)
    const all = Array.from({ length: 250 }, (_, index) => ({ name: `P${index}`, tvl: index * 1.5, note: null }))
    file.add(all.slice(0, 100))
    file.add(all.slice(100, 200))
    file.add(all.slice(200))
    expect(JSON.parse(await text(file.toBlob()))).toEqual(all)
  })
})

describe('createExportFile: large files', () => {
  it('stays one exact file when its text is folded into Blobs along the way', async () => {
    const all = Array.from({ length: 3000 }, (_, index) => ({ name: `P${index}`, tvl: index, note: 'x'.repeat(500) }))
    const json = createExportFile('json', columns)
    const csv = createExportFile('csv', columns)
    for (let start = 0; start < all.length; start += 100) {
      json.add(all.slice(start, start + 100))
      csv.add(all.slice(start, start + 100))
    }
    expect(JSON.parse(await text(json.toBlob()))).toEqual(all)
    const lines = (await text(csv.toBlob())).split('\r\n')
    expect(lines[0]).toBe(`${BOM}Product,TVL (USD),Note`)
    expect(lines.slice(1, -1)).toEqual(all.map((row) => `${row.name},${row.tvl},${row.note}`))
  })
})

describe('exportFileName', () => {
  it('adds the local date and the format', () => {
    expect(exportFileName('defi-ratings', 'csv', new Date(2026, 10, 22, 23, 30))).toBe('defi-ratings-2026-11-22.csv')
    expect(exportFileName('infra-ratings', 'json', new Date(2026, 0, 5))).toBe('infra-ratings-2026-01-05.json')
  })
})
