import { describe, expect, it } from 'vitest'
import type { DefiRating } from '../../../src/api/schemas/defi'
import { compareGrades } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { getDefiProduct, listChains, listDefi } from '../../../src/mocks/logic/defi'
import { expectOk, makeDb, search, errorOf } from './mock-db'

const db = makeDb()
const all = db.catalog.defi.records
const ALL = 100

/** Every matching record, walking all pages: what the server says the list holds. */
function everything(query: Record<string, string>, slug?: string): { rows: DefiRating[]; total: number } {
  const rows: DefiRating[] = []
  let total = 0
  for (let offset = 0; offset === 0 || offset < total; offset += ALL) {
    const page = expectOk(listDefi(db, search({ ...query, limit: String(ALL), offset: String(offset) }), slug))
    total = page.pagination.total_count
    rows.push(...page.data)
  }
  return { rows, total }
}

const ethereumName = db.catalog.chainsBySlug.get('ethereum-2-0')!.name
const someTvl = all.map((r) => r.risk_metrics?.tvl).filter((v): v is number => typeof v === 'number').toSorted((a, b) => a - b)
const tvlLow = someTvl[Math.floor(someTvl.length * 0.25)]!
const tvlHigh = someTvl[Math.floor(someTvl.length * 0.75)]!
const firstRated = all[10]!.rated_at!

describe('listDefi filters', () => {
  const cases: Array<[name: string, query: Record<string, string>, keep: (r: DefiRating) => boolean]> = [
    ['type', { type: 'lending' }, (r) => r.type === 'lending'],
    ['chain by slug → name', { chain: 'ethereum-2-0' }, (r) => r.chain === ethereumName],
    ['unknown chain slug → nothing', { chain: 'no-such-chain' }, () => false],
    ['version exact', { version: '2.1' }, (r) => r.version === '2.1'],
    ['rated_at_gte inclusive', { rated_at_gte: firstRated }, (r) => r.rated_at! >= firstRated],
    ['rated_at_lte inclusive', { rated_at_lte: firstRated }, (r) => r.rated_at! <= firstRated],
    ['rated_at on one day', { rated_at_gte: firstRated, rated_at_lte: firstRated }, (r) => r.rated_at === firstRated],
    ['rated_since range', { rated_since_gte: '2024-01-01', rated_since_lte: '2024-12-31' }, (r) => r.rated_since! >= '2024-01-01' && r.rated_since! <= '2024-12-31'],
    ['tvl range inclusive, nulls out', { tvl_gte: String(tvlLow), tvl_lte: String(tvlHigh) }, (r) => r.risk_metrics?.tvl != null && r.risk_metrics.tvl >= tvlLow && r.risk_metrics.tvl <= tvlHigh],
    ['tvl_gte 0 drops null tvl', { tvl_gte: '0' }, (r) => r.risk_metrics?.tvl != null],
    ['apy range', { apy_gte: '5', apy_lte: '10.5' }, (r) => r.risk_metrics?.apy != null && r.risk_metrics.apy >= 5 && r.risk_metrics.apy <= 10.5],
    ['users range', { users_gte: '100', users_lte: '5000' }, (r) => r.risk_metrics?.users != null && r.risk_metrics.users >= 100 && r.risk_metrics.users <= 5000],
    ['gte above lte → nothing', { apy_gte: '10', apy_lte: '5' }, () => false],
    ['combined', { type: 'vault', version: 'v2.1', apy_gte: '1' }, (r) => r.type === 'vault' && r.version === 'v2.1' && (r.risk_metrics?.apy ?? -1) >= 1],
    ['unknown parameters are ignored', { colour: 'blue', type: 'lst' }, (r) => r.type === 'lst'],
  ]

  it.each(cases)('%s', (_name, query, keep) => {
    const expected = all.filter(keep)
    const { rows, total } = everything(query)
    expect(total).toBe(expected.length)
    expect(new Set(rows)).toEqual(new Set(expected))
  })

  it('has cases that are not trivially empty', () => {
    for (const [, query, keep] of cases.filter(([name]) => !name.includes('nothing'))) {
      expect({ query, count: all.filter(keep).length }).not.toMatchObject({ count: 0 })
    }
  })

  it('restricts to one platform by slug', () => {
    const platform = db.catalog.seed.platforms[3]!
    const { rows, total } = everything({}, platform.slug)
    expect(total).toBe(all.filter((r) => r.provider_name === platform.name).length)
    expect(rows.every((r) => toSlug(r.provider_name) === platform.slug)).toBe(true)
  })

  it('answers 404 for an unknown platform slug', () => {
    expect(errorOf(listDefi(db, search(), 'no-such-platform'))).toMatchObject({ code: 'not_found' })
  })
})

describe('listDefi sorting', () => {
  const metric = (field: 'tvl' | 'apy' | 'users') => (r: DefiRating) => r.risk_metrics?.[field] ?? null

  it('defaults to rating, best first, ties by name', () => {
    const { rows } = everything({})
    const expected = rows.toSorted((a, b) => compareGrades(a.rating, b.rating) || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0))
    expect(rows.map((r) => `${r.rating} ${r.name}`)).toEqual(expected.map((r) => `${r.rating} ${r.name}`))
    expect(rows[0]!.rating).toBe('AAA')
    expect(rows.at(-1)!.rating).toBe('D')
  })

  it.each([
    ['desc', 'AAA', 'D'],
    ['asc', 'D', 'AAA'],
  ])('sort=rating&order=%s puts %s first and %s last', (order, first, last) => {
    const { rows } = everything({ sort: 'rating', order })
    expect(rows[0]!.rating).toBe(first)
    expect(rows.at(-1)!.rating).toBe(last)
  })

  it('breaks rating ties by name ascending in both orders', () => {
    for (const order of ['asc', 'desc']) {
      const { rows } = everything({ sort: 'rating', order })
      const aaa = rows.filter((r) => r.rating === 'AAA').map((r) => r.name.toLowerCase())
      expect(aaa).toEqual(aaa.toSorted())
    }
  })

  it.each(['tvl', 'apy', 'users'] as const)('sorts by %s both ways with nulls last', (field) => {
    const read = metric(field)
    for (const order of ['asc', 'desc'] as const) {
      const values = everything({ sort: field, order }).rows.map(read)
      const present = values.filter((v): v is number => v !== null)
      expect(values.slice(present.length).every((v) => v === null)).toBe(true)
      expect(values.slice(0, present.length).every((v) => v !== null)).toBe(true)
      expect(present).toEqual(present.toSorted((a, b) => (order === 'asc' ? a - b : b - a)))
      expect(present.length).toBeLessThan(values.length)
    }
  })

  it.each(['rated_at', 'rated_since'] as const)('sorts by %s', (field) => {
    const asc = everything({ sort: field, order: 'asc' }).rows.map((r) => r[field]!)
    expect(asc).toEqual(asc.toSorted())
    const desc = everything({ sort: field, order: 'desc' }).rows.map((r) => r[field]!)
    expect(desc).toEqual(asc.toReversed().toSorted().toReversed())
  })

  it('sorts by name case-insensitively', () => {
    const names = everything({ sort: 'name', order: 'asc' }).rows.map((r) => r.name.toLowerCase())
    expect(names).toEqual(names.toSorted())
  })

  it('uses order asc when only sort is given (the contract default)', () => {
    const rows = everything({ sort: 'tvl' }).rows
    expect(rows[0]!.risk_metrics!.tvl!).toBeLessThan(rows[1]!.risk_metrics!.tvl!)
  })

  it('sorts by rating when only order is given', () => {
    expect(everything({ order: 'asc' }).rows[0]!.rating).toBe('D')
  })

  it('pages a sorted list without gaps or repeats', () => {
    const whole = everything({ sort: 'users', order: 'desc' }).rows
    const page = expectOk(listDefi(db, search({ sort: 'users', order: 'desc', limit: '25', offset: '50' })))
    expect(page.data).toEqual(whole.slice(50, 75))
  })
})

describe('listDefi paging and validation', () => {
  it('defaults to limit 10, offset 0, and reports the total', () => {
    const page = expectOk(listDefi(db, search()))
    expect(page.data).toHaveLength(10)
    expect(page.pagination).toEqual({ total_count: all.length, limit: 10, offset: 0 })
  })

  it('returns an empty page past the end with the total', () => {
    const page = expectOk(listDefi(db, search({ offset: String(all.length + 5) })))
    expect(page.data).toEqual([])
    expect(page.pagination.total_count).toBe(all.length)
  })

  it('returns the tail on the last page', () => {
    const page = expectOk(listDefi(db, search({ limit: '100', offset: String(all.length - 7) })))
    expect(page.data).toHaveLength(7)
  })

  it.each([
    ['limit', '0'],
    ['limit', '101'],
    ['limit', 'ten'],
    ['limit', '-1'],
    ['offset', '-1'],
    ['offset', '1.5'],
    ['type', 'bank'],
    ['chain', 'Ethereum'],
    ['sort', 'score'],
    ['order', 'up'],
    ['rated_at_gte', '2024-13-01'],
    ['rated_since_lte', 'yesterday'],
    ['tvl_gte', '-5'],
    ['apy_lte', 'abc'],
    ['users_gte', '2.5'],
    ['type', ''],
  ])('answers 400 naming %s for %j', (param, value) => {
    const result = listDefi(db, search({ [param]: value }))
    expect(errorOf(result)).toMatchObject({ code: 'invalid_parameter', param })
    expect(result.ok ? '' : result.error.message).toContain(param)
  })

  it('accepts the limit bounds 1 and 100', () => {
    expect(expectOk(listDefi(db, search({ limit: '1' }))).data).toHaveLength(1)
    expect(expectOk(listDefi(db, search({ limit: '100' }))).data).toHaveLength(100)
  })
})

describe('single product and chains', () => {
  const product = all.find((r) => /[A-F]/.test(r.contract_address) && r.contract_address.startsWith('0x'))!
  const slug = toSlug(product.provider_name)

  it.each([
    ['as stored', product.contract_address],
    ['lower case', product.contract_address.toLowerCase()],
    ['upper case', product.contract_address.toUpperCase()],
  ])('finds a product by platform slug and address (%s)', (_case, address) => {
    expect(expectOk(getDefiProduct(db, slug, address))).toEqual({ data: product })
  })

  it.each([
    ['unknown address', slug, '0xdeadbeef'],
    ['another platform', db.catalog.seed.platforms.find((p) => p.slug !== slug)!.slug, product.contract_address],
    ['unknown platform', 'no-such-platform', product.contract_address],
  ])('answers 404 for %s', (_case, platformSlug, address) => {
    expect(errorOf(getDefiProduct(db, platformSlug, address))).toMatchObject({ code: 'not_found' })
  })

  it('lists the chains as slug and name', () => {
    const { chains } = expectOk(listChains(db))
    expect(chains).toHaveLength(10)
    expect(chains).toContainEqual({ slug: 'ethereum-2-0', name: 'Ethereum' })
    expect(Object.keys(chains[0]!)).toEqual(['slug', 'name'])
  })
})
