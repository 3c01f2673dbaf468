import { describe, expect, it } from 'vitest'
import type { DefiCategoryBlock, DefiRating } from '../../../src/api/schemas/defi'
import { PILLAR_WEIGHTS } from '../../../src/lib/defi-pillars'
import { gapText, ratingGaps, readProduct, scoreText, weakestAreas } from '../../../src/features/product/rating-reading'

type ReadingRecord = Pick<DefiRating, 'rating' | 'potential_rating' | 'rating_data' | 'potential_rating_data'>
type Scores = { operations?: Partial<{ [key: string]: number | null }>; security?: Partial<{ [key: string]: number | null }>; strategy?: Partial<{ [key: string]: number | null }> }

/** A category block from sub-category scores only; pillars left out stay missing. */
function block(scores: Scores): DefiCategoryBlock {
  const pillar = (sub: Scores[keyof Scores]) => (sub ? { rating: null, sub_categories: sub } : null)
  return {
    operations: pillar(scores.operations),
    security: pillar(scores.security),
    strategy: pillar(scores.strategy),
  } as DefiCategoryBlock
}

function record(rating: Scores | null, potential: Scores | null, grades: [string | null, string | null] = ['BBB', 'A']): ReadingRecord {
  return {
    rating: grades[0],
    potential_rating: grades[1],
    rating_data: rating ? block(rating) : null,
    potential_rating_data: potential ? block(potential) : null,
  }
}

const names = (items: ReadonlyArray<{ label: string }>) => items.map((item) => item.label)

describe('PILLAR_WEIGHTS', () => {
  it('holds the methodology’s weights, summing to 1', () => {
    expect(PILLAR_WEIGHTS).toEqual({ security: 0.4, strategy: 0.3, operations: 0.3 })
    expect(Object.values(PILLAR_WEIGHTS).reduce((sum, w) => sum + w, 0)).toBeCloseTo(1)
  })
})

describe('ratingGaps', () => {
  it.each([
    {
      name: 'orders by gap × pillar weight, not by the bare gap',
      // security +20 → 8; strategy +25 → 7.5; operations +30 → 9
      rating: { security: { smart_contract_security: 60 }, strategy: { liquidity: 50 }, operations: { governance: 40 } },
      potential: { security: { smart_contract_security: 80 }, strategy: { liquidity: 75 }, operations: { governance: 70 } },
      expected: ['Governance', 'Smart contract security', 'Liquidity'],
    },
    {
      name: 'a smaller security gap beats a larger strategy gap once weighed',
      // security +15 → 6; strategy +19 → 5.7
      rating: { security: { key_management_permissions: 70 }, strategy: { market: 40 } },
      potential: { security: { key_management_permissions: 85 }, strategy: { market: 59 } },
      expected: ['Key management & permissions', 'Market'],
    },
    {
      name: 'ties on the weighted gap go by name (security +30 and strategy +40 both weigh 12)',
      rating: { security: { smart_contract_security: 50 }, strategy: { collateral: 40, market: 40 } },
      potential: { security: { smart_contract_security: 80 }, strategy: { collateral: 80, market: 80 } },
      expected: ['Collateral', 'Market', 'Smart contract security'],
    },
    {
      name: 'ties within floating-point noise are ties (0.1 × 3 steps)',
      rating: { operations: { governance: 0.1, financial_resilience: 0.2 } },
      potential: { operations: { governance: 0.4, financial_resilience: 0.5 } },
      expected: ['Financial resilience', 'Governance'],
    },
    {
      name: 'leaves out equal, lower and missing potential scores',
      rating: { security: { smart_contract_security: 60, key_management_permissions: 70 }, strategy: { liquidity: 50, market: 50 } },
      potential: { security: { smart_contract_security: 60, key_management_permissions: 65 }, strategy: { liquidity: 55, market: null } },
      expected: ['Liquidity'],
    },
    {
      name: 'leaves out sub-categories without a current score and pillars missing on either side',
      rating: { security: { smart_contract_security: null }, operations: { governance: 20 } },
      potential: { security: { smart_contract_security: 90 }, strategy: { liquidity: 90 } },
      expected: [],
    },
    {
      name: 'takes scores above 100 as they come (the scale is not documented)',
      rating: { security: { smart_contract_security: 120 }, operations: { governance: 90 } },
      potential: { security: { smart_contract_security: 250 }, operations: { governance: 110 } },
      expected: ['Smart contract security', 'Governance'],
    },
    {
      name: 'works on a 0–1 scale as well',
      rating: { security: { smart_contract_security: 0.62 }, strategy: { liquidity: 0.3 } },
      potential: { security: { smart_contract_security: 0.88 }, strategy: { liquidity: 0.5 } },
      expected: ['Smart contract security', 'Liquidity'],
    },
    {
      name: 'ignores non-finite numbers',
      rating: { security: { smart_contract_security: Number.NaN, key_management_permissions: 10 }, strategy: { market: 10 } },
      potential: { security: { smart_contract_security: 90, key_management_permissions: Number.POSITIVE_INFINITY }, strategy: { market: 20 } },
      expected: ['Market'],
    },
  ])('$name', ({ rating, potential, expected }) => {
    expect(names(ratingGaps(record(rating, potential)))).toEqual(expected)
  })

  it('carries both scores, the gap, its weighted value and the pillar', () => {
    const [gap] = ratingGaps(record({ security: { smart_contract_security: 62 } }, { security: { smart_contract_security: 88 } }))
    expect(gap).toMatchObject({ key: 'smart_contract_security', pillar: 'security', pillarLabel: 'Security', rating: 62, potential: 88, gap: 26 })
    expect(gap!.weightedGap).toBeCloseTo(10.4)
  })

  it('is empty without potential data', () => {
    expect(ratingGaps(record({ security: { smart_contract_security: 62 } }, null))).toEqual([])
    expect(ratingGaps(record(null, null))).toEqual([])
  })
})

describe('weakestAreas', () => {
  it.each([
    {
      name: 'the three lowest, lowest first, across pillars',
      rating: { security: { smart_contract_security: 80, key_management_permissions: 35 }, strategy: { liquidity: 20, market: 90 }, operations: { governance: 50 } },
      expected: ['Liquidity', 'Key management & permissions', 'Governance'],
    },
    {
      name: 'ties by name',
      rating: { strategy: { market: 30, collateral: 30, liquidity: 30, protocol_mechanics: 30 } },
      expected: ['Collateral', 'Liquidity', 'Market'],
    },
    {
      name: 'fewer than three when fewer are published, missing and non-finite left out',
      rating: { security: { smart_contract_security: null, key_management_permissions: Number.NaN }, operations: { governance: 120, financial_resilience: 101 } },
      expected: ['Financial resilience', 'Governance'],
    },
    { name: 'none without rating data', rating: null, expected: [] },
  ])('$name', ({ rating, expected }) => {
    expect(names(weakestAreas(record(rating, null)))).toEqual(expected)
  })
})

describe('readProduct', () => {
  const rating = { security: { smart_contract_security: 62 }, operations: { governance: 40 } }
  const potential = { security: { smart_contract_security: 88 }, operations: { governance: 40 } }

  it.each([
    { name: 'potential grade better → what holds it back', grades: ['BBB', 'A'] as [string, string], kind: 'holds-back' },
    { name: 'potential grade equal → weakest areas', grades: ['A', 'A'] as [string, string], kind: 'weakest' },
    { name: 'potential grade worse → weakest areas', grades: ['A', 'BBB'] as [string, string], kind: 'weakest' },
    { name: 'potential grade off the scale → weakest areas', grades: ['A', 'A++'] as [string, string], kind: 'weakest' },
    { name: 'rating off the scale → weakest areas', grades: ['X', 'A'] as [string, string], kind: 'weakest' },
  ])('$name', ({ grades, kind }) => {
    expect(readProduct(record(rating, potential, grades)).kind).toBe(kind)
  })

  it('null potential → weakest areas', () => {
    const reading = readProduct(record(rating, null, ['BBB', null]))
    expect(reading).toMatchObject({ kind: 'weakest' })
    expect(reading.kind === 'weakest' && names(reading.areas)).toEqual(['Governance', 'Smart contract security'])
  })

  it('a better potential grade with no higher sub-category score still says so, with an empty list', () => {
    expect(readProduct(record(rating, rating, ['BBB', 'A']))).toEqual({ kind: 'holds-back', gaps: [] })
  })
})

describe('wording', () => {
  it('says "name: current → potential (+gap)"', () => {
    const [gap] = ratingGaps(record({ security: { smart_contract_security: 62 } }, { security: { smart_contract_security: 88 } }))
    expect(gapText(gap!)).toBe('Smart contract security: 62 → 88 (+26)')
  })

  it('keeps decimals short on an unknown scale and groups large numbers', () => {
    const [small] = ratingGaps(record({ security: { smart_contract_security: 0.62 } }, { security: { smart_contract_security: 0.88 } }))
    expect(gapText(small!)).toBe('Smart contract security: 0.62 → 0.88 (+0.26)')
    const [large] = ratingGaps(record({ operations: { governance: 1200 } }, { operations: { governance: 2500.5 } }))
    expect(gapText(large!)).toBe('Governance: 1,200 → 2,500.5 (+1,300.5)')
  })

  it('leaves out a gain too small to show', () => {
    expect(ratingGaps(record({ operations: { governance: 62 } }, { operations: { governance: 62.001 } }))).toEqual([])
  })

  it('says "name: score" for weakest areas', () => {
    expect(weakestAreas(record({ operations: { governance: 41.25 } }, null)).map(scoreText)).toEqual(['Governance: 41.25'])
  })
})
