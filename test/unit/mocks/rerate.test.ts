import { afterEach, describe, expect, it } from 'vitest'
import type { DefiRating } from '../../../src/api/schemas/defi'
import { GRADE_SCALE } from '../../../src/lib/grades'
import { compareGrades } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { attachDemoStorage, getDemoDb, resetDemoDb, simulateDemoRatingChange, type DemoStorage } from '../../../src/mocks/db/demo-db'
import { gradeDefiScores, gradeForScore, infraScoreShare, type PillarScores } from '../../../src/mocks/db/grading'
import { getDefiProduct, listDefi } from '../../../src/mocks/logic/defi'
import { getInfraProvider, listInfra } from '../../../src/mocks/logic/infra'
import { nextGradeFor, rerateDefiRecord, rerateInfraRecord, simulateRatingChange } from '../../../src/mocks/logic/rerate'
import { errorOf, expectOk, makeDb, search } from './mock-db'

const NOW = new Date('2026-11-23T10:00:00Z')

function scoresOf(record: DefiRating): PillarScores {
  const block = record.rating_data!
  return {
    operations: block.operations!.sub_categories,
    security: block.security!.sub_categories,
    strategy: block.strategy!.sub_categories,
  } as PillarScores
}

function criteriaOf(record: { rating_data?: Record<string, Record<string, Record<string, { min?: number | null; max?: number | null; score?: number | null }>>> | null }) {
  return Object.values(record.rating_data ?? {}).flatMap((g) => Object.values(g).flatMap((s) => Object.values(s)))
}

describe('nextGradeFor', () => {
  it.each([
    ['AAA', 'AA'],
    ['A', 'BBB+'],
    ['C', 'CCC-'],
    ['D', 'CC'],
    ['NR', 'BBB'],
    [null, 'BBB'],
  ])('%s → %s (a different grade)', (from, to) => {
    expect(nextGradeFor(from)).toBe(to)
  })
})

describe('re-rated records keep scores consistent with the grade', () => {
  const db = makeDb()
  const product = db.catalog.defi.records.find((r) => r.rating_data?.security?.sub_categories && r.potential_rating_data)!
  const provider = db.catalog.infra.records[0]!

  it.each(GRADE_SCALE.map((grade) => [grade]))('DeFi product to %s', (grade) => {
    const next = rerateDefiRecord(product, grade, '2026-11-23')
    expect(next.rating).toBe(grade)
    expect(next.rated_at).toBe('2026-11-23')
    // The grade follows from the new sub-scores through the one cut-off table.
    expect(gradeDefiScores(scoresOf(next)).rating).toBe(grade)
    // A potential is never worse than the rating.
    expect(compareGrades(next.potential_rating, next.rating)).toBeLessThanOrEqual(0)
    expect(next.name).toBe(product.name)
  })

  it.each(GRADE_SCALE.map((grade) => [grade]))('infrastructure provider to %s', (grade) => {
    const next = rerateInfraRecord(provider, grade, '2026-11-23')
    expect(next.rating).toBe(grade)
    expect(gradeForScore(infraScoreShare(criteriaOf(next)))).toBe(grade)
    for (const c of criteriaOf(next)) expect(c.score!).toBeGreaterThanOrEqual(c.min!)
  })
})

describe('simulateRatingChange', () => {
  it('re-rates a product: detail and list rows serve the new record, dated today', () => {
    const db = makeDb()
    const product = db.catalog.defi.records[3]!
    const slug = toSlug(product.provider_name)
    const outcome = expectOk(
      simulateRatingChange(db, { kind: 'defi', platformSlug: slug, contractAddress: product.contract_address.toUpperCase() }, NOW),
    )
    expect(outcome).toMatchObject({ name: product.name, from: product.rating, to: nextGradeFor(product.rating), rated_at: '2026-11-23' })
    expect(outcome.to).not.toBe(product.rating)
    const detail = expectOk(getDefiProduct(db, slug, product.contract_address)).data
    expect(detail).toMatchObject({ rating: outcome.to, rated_at: '2026-11-23' })
    const rows = expectOk(listDefi(db, search({ limit: '100' }), slug)).data
    expect(rows.find((r) => r.contract_address === product.contract_address)?.rating).toBe(outcome.to)
    // The seeded catalogue itself is untouched.
    expect(db.catalog.defi.records[3]!.rating).toBe(product.rating)
  })

  it('re-rates a provider', () => {
    const db = makeDb()
    const provider = db.catalog.infra.records[2]!
    const slug = toSlug(provider.name)
    const outcome = expectOk(simulateRatingChange(db, { kind: 'infra', slug }, NOW))
    expect(expectOk(getInfraProvider(db, slug)).data).toMatchObject({ rating: outcome.to, rated_at: '2026-11-23' })
    const rows = expectOk(listInfra(db, search({ limit: '100' }))).data
    expect(rows.find((r) => r.name === provider.name)?.rating).toBe(outcome.to)
  })

  it('answers not_found for an unknown target', () => {
    const db = makeDb()
    expect(errorOf(simulateRatingChange(db, { kind: 'infra', slug: 'no-such-provider' }, NOW))).toMatchObject({ code: 'not_found' })
    expect(errorOf(simulateRatingChange(db, { kind: 'defi', platformSlug: 'nope', contractAddress: '0x1' }, NOW))).toMatchObject({
      code: 'not_found',
    })
  })
})

describe('the demo keeps re-ratings until Reset demo data', () => {
  afterEach(() => {
    attachDemoStorage(null)
    resetDemoDb()
  })

  it('persists a re-rating across a reload and forgets it on reset', () => {
    const items = new Map<string, string>()
    const storage: DemoStorage = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }
    attachDemoStorage(storage)
    const provider = getDemoDb().catalog.infra.records[1]!
    const slug = toSlug(provider.name)
    const outcome = simulateDemoRatingChange({ kind: 'infra', slug }, NOW)
    // A reload rebuilds the db from storage.
    attachDemoStorage(storage)
    expect(expectOk(getInfraProvider(getDemoDb(), slug)).data).toMatchObject({ rating: outcome.to, rated_at: '2026-11-23' })
    resetDemoDb()
    expect(expectOk(getInfraProvider(getDemoDb(), slug)).data.rating).toBe(provider.rating)
    attachDemoStorage(storage)
    expect(expectOk(getInfraProvider(getDemoDb(), slug)).data.rating).toBe(provider.rating)
  })

  it('throws for an unknown target and changes nothing', () => {
    expect(() => simulateDemoRatingChange({ kind: 'infra', slug: 'no-such-provider' }, NOW)).toThrow(/no-such-provider/)
    expect(getDemoDb().state.rerated.infra.size).toBe(0)
  })
})
