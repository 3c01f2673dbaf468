import { describe, expect, it } from 'vitest'
import { csvCell, csvFromColumns, toCsv } from '../../../src/lib/export/export-csv'

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    [' padded ', '" padded "'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [1234567.89, '1234567.89'],
    [-3, '-3'],
    [Number.NaN, ''],
    [true, 'true'],
  ] as const)('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell(-1)).toBe('-1')
  })
})

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Name', 'TVL'], [['Aave, v3', 1.5e9], ['Plain', null]])).toBe('Name,TVL\r\n"Aave, v3",1500000000\r\nPlain,\r\n')
  })
})

describe('csvFromColumns', () => {
  const columns = [
    { id: 'name', label: 'Product', value: (row: { name: string; tvl: number }) => row.name },
    { id: 'tvl', label: 'TVL (USD)', value: (row: { name: string; tvl: number }) => row.tvl },
  ]
  it('keeps only the visible columns, in order', () => {
    const rows = [{ name: 'A', tvl: 1 }]
    expect(csvFromColumns(rows, columns)).toBe('Product,TVL (USD)\r\nA,1\r\n')
    expect(csvFromColumns(rows, columns, { tvl: false })).toBe('Product\r\nA\r\n')
    expect(csvFromColumns(rows, columns, { tvl: true })).toBe('Product,TVL (USD)\r\nA,1\r\n')
  })
})
