import { describe, expect, it } from 'vitest'
import { CSV_MAX_BYTES, positionsCsv, positionsFileName, readPositionsCsv } from '../../../src/features/portfolio/positions-csv'
import type { Position } from '../../../src/features/portfolio/portfolio-schema'

const HEADER = 'platform,contract_address,amount_usd'
const A = '0x00000000000000000000000000000000000a11ce'
const B = '0x00000000000000000000000000000000000b0b00'
const C = 'So1anaAddr3ss111111111111111111111111111111'

function lines(...rows: string[]): string {
  return `${rows.join('\n')}\n`
}

function problemsOf(text: string, size?: number): string[] {
  const result = readPositionsCsv(text, size)
  if (result.ok) throw new Error(`expected the file to be refused, got ${JSON.stringify(result.positions)}`)
  return result.problems
}

function positionsOf(text: string): Position[] {
  const result = readPositionsCsv(text)
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.positions
}

describe('readPositionsCsv: good files', () => {
  it('reads one position per line', () => {
    expect(positionsOf(lines(HEADER, `harbor-lend,${A},1500000`, `mosswater-staking,${C},0.01`))).toEqual([
      { platform: 'harbor-lend', contract_address: A, amount_usd: 1_500_000 },
      { platform: 'mosswater-staking', contract_address: C, amount_usd: 0.01 },
    ])
  })

  it.each<[string, string]>([
    ['columns in any order, extra columns ignored', lines('note,amount_usd,contract_address,platform', `treasury,250000,${A},harbor-lend`)],
    ['header names in any case, with spaces', lines(' Platform , CONTRACT_ADDRESS,Amount_USD ', `harbor-lend,${A},250000`)],
    ['a byte-order mark and Windows line ends', `\uFEFF${HEADER}\r\nharbor-lend,${A},250000\r\n`],
    ['blank lines and no final line end', `\n${HEADER}\n\nharbor-lend,${A},250000`],
    ['quoted fields and thousands separators', lines(HEADER, `"harbor-lend","${A}","250,000"`)],
    ['the platform by its name', lines(HEADER, `Harbor Lend,${A},250000`)],
    ['shorthand amounts', lines(HEADER, `harbor-lend,${A},250k`)],
    ['a dollar sign', lines(HEADER, `harbor-lend,${A},$250000.00`)],
  ])('%s', (_name, text) => {
    expect(positionsOf(text)).toEqual([{ platform: 'harbor-lend', contract_address: A, amount_usd: 250_000 }])
  })

  it('reads 1.5M and 2b and rounds to whole cents', () => {
    expect(positionsOf(lines(HEADER, `a,${A},1.5M`, `b,${B},2b`, `c,${C},10.005`)).map((position) => position.amount_usd)).toEqual([
      1_500_000, 2_000_000_000, 10.01,
    ])
  })

  it('makes the same product on two lines one position with the amounts added, and says which lines', () => {
    const result = readPositionsCsv(lines(HEADER, `harbor-lend,${A},100`, `harbor-lend,${B},5`, `Harbor Lend,${A.toUpperCase().replace('0X', '0x')},0.10`, `harbor-lend,${A},0.2`))
    expect(result).toEqual({
      ok: true,
      positions: [
        { platform: 'harbor-lend', contract_address: A, amount_usd: 100.3 },
        { platform: 'harbor-lend', contract_address: B, amount_usd: 5 },
      ],
      merged: [
        { line: 4, firstLine: 2 },
        { line: 5, firstLine: 2 },
      ],
    })
  })

  it('takes exactly 500 positions', () => {
    const rows = Array.from({ length: 500 }, (_, index) => `p${index},0x${index.toString(16).padStart(40, '0')},${index + 1}`)
    expect(positionsOf(lines(HEADER, ...rows))).toHaveLength(500)
  })
})

describe('readPositionsCsv: bad files change nothing and name every bad line', () => {
  it.each<[string, string, string[]]>([
    ['an amount that is not a number', lines(HEADER, `harbor-lend,${A},100`, `harbor-lend,${B},lots`), ['Line 3: amount_usd is not a positive number']],
    ['a zero amount', lines(HEADER, `harbor-lend,${A},0`), ['Line 2: amount_usd is not a positive number']],
    ['a negative amount', lines(HEADER, `harbor-lend,${A},-5`), ['Line 2: amount_usd is not a positive number']],
    ['an empty amount', lines(HEADER, `harbor-lend,${A},`), ['Line 2: amount_usd is not a positive number']],
    ['an amount below a cent', lines(HEADER, `harbor-lend,${A},0.001`), ['Line 2: amount_usd is less than one cent']],
    ['an amount past 100 billion', lines(HEADER, `harbor-lend,${A},101b`), ['Line 2: amount_usd is more than 100,000,000,000']],
    ['an empty address', lines(HEADER, 'harbor-lend,,100'), ['Line 2: contract_address is empty']],
    ['an address with spaces', lines(HEADER, 'harbor-lend,not an address,100'), ['Line 2: contract_address is not a contract address']],
    ['an address a spreadsheet would run', lines(HEADER, 'harbor-lend,=HYPERLINK(1),100'), ['Line 2: contract_address is not a contract address']],
    ['an empty platform', lines(HEADER, `,${A},100`), ['Line 2: platform is empty']],
    ['a platform with no letters or digits', lines(HEADER, `---,${A},100`), ['Line 2: platform is not a platform name or slug']],
    ['a line missing its last fields', lines(HEADER, 'harbor-lend'), ['Line 2: contract_address is empty; amount_usd is not a positive number']],
    [
      'several bad lines, each by its number in the file (blank lines counted)',
      lines(HEADER, `harbor-lend,${A},100`, '', `harbor-lend,,100`, `harbor-lend,${B},abc`, `,${C},-1`),
      ['Line 4: contract_address is empty', 'Line 5: amount_usd is not a positive number', 'Line 6: platform is empty; amount_usd is not a positive number'],
    ],
    [
      'a quoted field over two lines counts both',
      lines(HEADER, `"harbor\nlend",${A},100`, `harbor-lend,,1`),
      ['Line 4: contract_address is empty'],
    ],
    ['an unclosed quote', lines(HEADER, `harbor-lend,${A},100`, `harbor-lend,"${B},100`, `harbor-lend,${C},100`), ['Line 3: a quoted field is not closed (a " without its closing ")']],
    ['a missing column', lines('platform,amount_usd', 'harbor-lend,100'), ['Line 1: the column contract_address is missing (the header must name platform, contract_address and amount_usd)']],
    [
      'two missing columns, after blank lines',
      lines('', 'platform,address,amount', `harbor-lend,${A},100`),
      [
        'Line 2: the column contract_address is missing (the header must name platform, contract_address and amount_usd)',
        'Line 2: the column amount_usd is missing (the header must name platform, contract_address and amount_usd)',
      ],
    ],
    ['no header (data on the first line)', lines(`harbor-lend,${A},100`), [
      'Line 1: the column platform is missing (the header must name platform, contract_address and amount_usd)',
      'Line 1: the column contract_address is missing (the header must name platform, contract_address and amount_usd)',
      'Line 1: the column amount_usd is missing (the header must name platform, contract_address and amount_usd)',
    ]],
    ['semicolons between the columns', lines('platform;contract_address;amount_usd', `harbor-lend;${A};100`), [
      'Line 1: the columns are separated by “;”; a portfolio CSV separates them with commas (header platform,contract_address,amount_usd)',
    ]],
    ['a header and nothing else', lines(HEADER), ['The file has a header but no positions (from line 2 on, one line per position).']],
    ['an empty file', '', ['The file is empty.']],
    ['a file of blank lines', '\n \r\n\t\n', ['The file is empty.']],
    ['JSON (a watchlist export)', '{"format":"ratings-dashboard-watchlist","items":[]}', ['The file is not a CSV file (it looks like JSON).']],
    ['a binary file', `PK\u0003\u0004\u0000\u0000binary`, ['The file is not a CSV file (it is not text).']],
  ])('%s', (_name, text, problems) => {
    expect(problemsOf(text)).toEqual(problems)
  })

  it('refuses more than 500 positions (duplicates counted once)', () => {
    const rows = Array.from({ length: 501 }, (_, index) => `p${index},0x${index.toString(16).padStart(40, '0')},1`)
    expect(problemsOf(lines(HEADER, ...rows, rows[0]!))).toEqual(['The file has 501 positions; a portfolio holds at most 500.'])
  })

  it('refuses a file over 1 MB without reading it', () => {
    expect(problemsOf('', CSV_MAX_BYTES + 1)).toEqual(['The file is larger than 1 MB, more than a portfolio of 500 positions can take.'])
    expect(problemsOf(`${HEADER}\n${'x'.repeat(CSV_MAX_BYTES)}`)).toEqual(['The file is larger than 1 MB, more than a portfolio of 500 positions can take.'])
  })
})

describe('positionsCsv: the export', () => {
  const positions: Position[] = [
    { platform: 'harbor-lend', contract_address: A, amount_usd: 10_000_000_000, name: 'Harbor USDC Market' },
    { platform: 'mosswater-staking', contract_address: C, amount_usd: 0.01 },
    { platform: 'quillstone-vaults', contract_address: B, amount_usd: 1234.5 },
  ]

  it('writes the header and one line per position, never the names', () => {
    expect(positionsCsv(positions)).toBe(
      `${HEADER}\r\nharbor-lend,${A},10000000000\r\nmosswater-staking,${C},0.01\r\nquillstone-vaults,${B},1234.5\r\n`,
    )
  })

  it('round-trips: the exported file imports to the same positions and exports to the same file', () => {
    const file = positionsCsv(positions)
    const read = positionsOf(`\uFEFF${file}`)
    expect(read).toEqual(positions.map(({ name: _name, ...position }) => position))
    expect(positionsCsv(read)).toBe(file)
  })

  it('names the file by the day', () => {
    expect(positionsFileName(new Date('2026-11-27T15:00:00Z'))).toBe('portfolio-2026-11-27.csv')
  })
})
