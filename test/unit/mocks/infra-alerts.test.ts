import { describe, expect, it } from 'vitest'
import type { Alert } from '../../../src/api/schemas/alerts'
import type { InfraRating } from '../../../src/api/schemas/infra'
import { baseGrade, compareGrades } from '../../../src/lib/grades'
import { BASE_GRADES, type BaseGrade } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { listAlerts } from '../../../src/mocks/logic/alerts'
import { getInfraProvider, listInfra } from '../../../src/mocks/logic/infra'
import { NOW, expectOk, makeDb, search, errorOf } from './mock-db'

const db = makeDb()
const providers = db.catalog.infra.records
const alerts = db.catalog.alerts

function allInfra(query: Record<string, string>): { rows: InfraRating[]; total: number } {
  const page = expectOk(listInfra(db, search({ ...query, limit: '100' })))
  return { rows: page.data, total: page.pagination.total_count }
}

function allAlerts(query: Record<string, string>): { rows: Alert[]; total: number } {
  const rows: Alert[] = []
  let total = 0
  for (let offset = 0; offset === 0 || offset < total; offset += 100) {
    const page = expectOk(listAlerts(db, search({ ...query, limit: '100', offset: String(offset) })))
    total = page.pagination.total_count
    rows.push(...page.data)
  }
  return { rows, total }
}

const rank = (grade: BaseGrade) => BASE_GRADES.indexOf(grade)

describe('listInfra', () => {
  it('defaults to rating ascending: worst first, ties by name', () => {
    const { rows, total } = allInfra({})
    expect(total).toBe(providers.length)
    const grades = rows.map((r) => r.rating)
    expect(grades).toEqual(grades.toSorted((a, b) => compareGrades(b, a)))
    expect(expectOk(listInfra(db, search())).pagination).toEqual({ total_count: providers.length, limit: 10, offset: 0 })
  })

  it('sorts by rating desc best first', () => {
    const grades = allInfra({ sort: 'rating', order: 'desc' }).rows.map((r) => r.rating)
    expect(grades).toEqual(grades.toSorted(compareGrades))
  })

  it.each(['name', 'rated_at', 'rated_since'] as const)('sorts by %s', (field) => {
    const values = allInfra({ sort: field, order: 'asc' }).rows.map((r) => (field === 'name' ? r.name.toLowerCase() : r[field]!))
    expect(values).toEqual(values.toSorted())
  })

  const gradeCases: Array<[string, Record<string, string>, (base: BaseGrade) => boolean]> = [
    ['rating=A matches A+, A, A-', { rating: 'A' }, (g) => g === 'A'],
    ['rating=BBB', { rating: 'BBB' }, (g) => g === 'BBB'],
    ['rating_gte=A is A or better', { rating_gte: 'A' }, (g) => rank(g) <= rank('A')],
    ['rating_lte=BB is BB or worse', { rating_lte: 'BB' }, (g) => rank(g) >= rank('BB')],
    ['range AA..BBB (at least BBB, at most AA)', { rating_gte: 'BBB', rating_lte: 'AA' }, (g) => rank(g) >= rank('AA') && rank(g) <= rank('BBB')],
    ['empty range (at least A, at most B)', { rating_gte: 'A', rating_lte: 'B' }, () => false],
    ['gte and lte on one grade equal rating=', { rating_gte: 'BB', rating_lte: 'BB' }, (g) => g === 'BB'],
  ]

  it.each(gradeCases)('filters %s', (_name, query, keep) => {
    const expected = providers.filter((r) => keep(baseGrade(r.rating)!))
    const { rows, total } = allInfra(query)
    expect(total).toBe(expected.length)
    expect(new Set(rows)).toEqual(new Set(expected))
  })

  it('matches notched grades to their base', () => {
    const notched = allInfra({ rating: 'AA' }).rows.map((r) => r.rating)
    expect(notched.some((g) => g !== 'AA')).toBe(true)
  })

  it('filters by version and dates', () => {
    const version = providers[0]!.version!
    expect(allInfra({ version }).total).toBe(providers.filter((r) => r.version === version).length)
    const day = providers[0]!.rated_at!
    expect(allInfra({ rated_at_gte: day, rated_at_lte: day }).rows.every((r) => r.rated_at === day)).toBe(true)
    expect(allInfra({ rated_since_lte: '2000-01-01' }).total).toBe(0)
  })

  it.each([
    ['rating', 'A+'],
    ['rating_gte', 'E'],
    ['rating_lte', 'aa'],
    ['sort', 'tvl'],
    ['order', 'DESC'],
    ['limit', '500'],
    ['rated_at_gte', '15/06/2025'],
  ])('answers 400 naming %s for %j', (param, value) => {
    expect(errorOf(listInfra(db, search({ [param]: value })))).toMatchObject({ code: 'invalid_parameter', param })
  })

  it('returns one provider by slug, 404 otherwise', () => {
    const provider = providers[4]!
    expect(expectOk(getInfraProvider(db, toSlug(provider.name)))).toEqual({ data: provider })
    expect(errorOf(getInfraProvider(db, 'no-such-provider'))).toMatchObject({ code: 'not_found' })
  })
})

describe('listAlerts', () => {
  const named = alerts.find((a) => a.product && a.contract_address?.startsWith('0x'))!
  const today = new Date(NOW).toISOString().slice(0, 10)
  const weekAgo = new Date(NOW - 6 * 86_400_000).toISOString().slice(0, 10)
  const cosmos = db.catalog.chainsBySlug.get('cosmos')!.name
  const otherProtocol = alerts.find((a) => a.protocol && a.protocol !== named.protocol)!.protocol!

  const cases: Array<[string, Record<string, string>, (a: Alert) => boolean]> = [
    ['protocol slug', { protocol: named.protocol! }, (a) => a.protocol === named.protocol],
    ['product substring, any case', { product: 'VAULT' }, (a) => a.product?.toLowerCase().includes('vault') ?? false],
    ['contract_address exact, any case', { contract_address: named.contract_address!.toUpperCase() }, (a) => a.contract_address === named.contract_address],
    ['a prefix of an address does not match', { contract_address: named.contract_address!.slice(0, 10) }, () => false],
    ['one severity', { severity: 'critical' }, (a) => a.severity === 'critical'],
    ['several severities', { severity: 'high,critical' }, (a) => a.severity === 'high' || a.severity === 'critical'],
    ['chain slug', { chain: 'cosmos' }, (a) => a.chain === cosmos],
    ['detected today (whole UTC day)', { detected_at_gte: today, detected_at_lte: today }, (a) => a.detected_at!.startsWith(today)],
    ['last 7 days', { detected_at_gte: weekAgo }, (a) => a.detected_at!.slice(0, 10) >= weekAgo],
    ['until a day, inclusive', { detected_at_lte: weekAgo }, (a) => a.detected_at!.slice(0, 10) <= weekAgo],
    ['unknown protocol', { protocol: 'no-such-protocol' }, () => false],
    ['several protocols', { protocol: `${named.protocol!},${otherProtocol},no-such-protocol` }, (a) => a.protocol === named.protocol || a.protocol === otherProtocol],
    ['combined', { severity: 'info,low', chain: 'ethereum-2-0' }, (a) => (a.severity === 'info' || a.severity === 'low') && a.chain === 'Ethereum'],
  ]

  it.each(cases)('filters by %s', (_name, query, keep) => {
    const expected = alerts.filter(keep)
    const { rows, total } = allAlerts(query)
    expect(total).toBe(expected.length)
    expect(rows).toEqual(expected)
  })

  it('has non-empty filter cases', () => {
    for (const [name, query, keep] of cases.filter(([n]) => !['unknown protocol', 'a prefix of an address does not match'].includes(n))) {
      expect({ name, query, count: alerts.filter(keep).length }).not.toMatchObject({ count: 0 })
    }
  })

  it('serves newest first on every page', () => {
    const { rows } = allAlerts({})
    const times = rows.map((a) => a.detected_at!)
    expect(times).toEqual(times.toSorted().toReversed())
    expect(expectOk(listAlerts(db, search({ limit: '5', offset: '5' }))).data).toEqual(rows.slice(5, 10))
  })

  it.each([
    ['severity', 'urgent'],
    ['severity', 'high,urgent'],
    ['protocol', 'Not A Slug'],
    ['protocol', 'aave,Not A Slug'],
    ['protocol', Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')],
    ['chain', 'Ethereum'],
    ['detected_at_gte', '2025-02-30'],
    ['limit', '0'],
    ['offset', 'x'],
  ])('answers 400 naming %s for %j', (param, value) => {
    expect(errorOf(listAlerts(db, search({ [param]: value })))).toMatchObject({ code: 'invalid_parameter', param })
  })
})
