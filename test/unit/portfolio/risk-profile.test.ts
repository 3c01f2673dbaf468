import { describe, expect, it } from 'vitest'
import {
  exposureByBand,
  exposureByChain,
  exposureByPlatform,
  largestRemainderShares,
  medianGrade,
  riskProfile,
  totalUsd,
  weakestHoldings,
  type ProfileHolding,
} from '../../../src/features/portfolio/risk-profile'

let next = 0
/** A holding with what a test names; the rest plain. */
function holding(amountUsd: number, grade: string | null, more: Partial<ProfileHolding> = {}): ProfileHolding {
  next += 1
  return { id: `h${next}`, name: `Product ${next}`, amountUsd, grade, platformKey: 'harbor-lend', platformName: 'Harbor Lend', chain: 'Ethereum', ...more }
}

const sum = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 10) / 10

describe('medianGrade: the grade at which the holdings, best first, reach half of the rated value', () => {
  it.each<[string, Array<[number, string | null]>, string | null]>([
    ['a single position', [[1000, 'A']], 'A'],
    ['nothing at all', [], null],
    ['all unrated', [[500, null], [700, 'NR']], null],
    ['a tie: exactly half at A, half at BBB', [[50, 'A'], [50, 'BBB']], 'A'],
    ['just under half at A', [[49, 'A'], [51, 'BBB']], 'BBB'],
    ['notched grades: AA+ and A- reach half, BBB- holds the rest', [[30, 'AA+'], [30, 'A-'], [40, 'BBB-']], 'A-'],
    ['notches are not rounded to their base grade', [[45, 'BBB+'], [10, 'BBB'], [45, 'BBB-']], 'BBB'],
    ['unrated value is left out', [[10, 'A'], [10, 'BB'], [1000, null]], 'A'],
    ['the order of the holdings does not matter', [[40, 'BBB-'], [30, 'A-'], [30, 'AA+']], 'A-'],
    ['0.01 at AAA next to 10 billion at D', [[0.01, 'AAA'], [10_000_000_000, 'D']], 'D'],
    ['0.01 at D next to 10 billion at AAA', [[0.01, 'D'], [10_000_000_000, 'AAA']], 'AAA'],
    ['grades as the API may spell them (case, spaces)', [[60, ' bbb+ '], [40, 'aa']], 'BBB+'],
    ['several positions of one grade add up', [[20, 'B'], [20, 'B'], [20, 'B'], [50, 'AA']], 'B'],
  ])('%s', (_name, positions, expected) => {
    expect(medianGrade(positions.map(([amount, grade]) => holding(amount, grade)))).toBe(expected)
  })
})

describe('largestRemainderShares: percent to one decimal, adding up to exactly 100', () => {
  it.each<[string, number[], number[]]>([
    ['three equal amounts: the first gets the spare tenth', [1, 1, 1], [33.4, 33.3, 33.3]],
    ['the larger remainder gets the spare tenth', [1, 2], [33.3, 66.7]],
    ['a single amount', [12.5], [100]],
    ['0.01 next to 10 billion', [0.01, 10_000_000_000], [0, 100]],
    ['nothing', [], []],
    ['all zero', [0, 0], [0, 0]],
    ['equal remainders: the larger amount first', [2, 1, 1, 2], [33.3, 16.7, 16.7, 33.3]],
  ])('%s', (_name, amounts, shares) => {
    expect(largestRemainderShares(amounts)).toEqual(shares)
  })

  it('adds up to 100 for any mix of amounts', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let round = 0; round < 200; round += 1) {
      const amounts = Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.round(random() ** 4 * 1e9 * 100) / 100 + 0.01)
      expect(sum(largestRemainderShares(amounts))).toBe(100)
    }
  })
})

describe('totalUsd', () => {
  it.each<[string, number[], number]>([
    ['whole cents add up exactly', [0.1, 0.2], 0.3],
    ['0.01 next to 10 billion', [0.01, 10_000_000_000], 10_000_000_000.01],
    ['500 positions of 100 billion', Array.from({ length: 500 }, () => 100_000_000_000), 50_000_000_000_000],
    ['nothing', [], 0],
  ])('%s', (_name, amounts, total) => {
    expect(totalUsd(amounts.map((amount) => holding(amount, 'A')))).toBe(total)
  })
})

describe('exposureByBand', () => {
  it('has one row per band, best first, Unrated last, with amounts and shares adding up to 100', () => {
    const rows = exposureByBand([holding(600, 'AA'), holding(100, 'BBB-'), holding(150, 'BB+'), holding(50, 'CCC'), holding(25, 'D'), holding(75, null)])
    expect(rows.map((row) => [row.label, row.amountUsd, row.share])).toEqual([
      ['Qualified', 700, 70],
      ['Elevated', 150, 15],
      ['High risk', 50, 5],
      ['Default', 25, 2.5],
      ['Unrated', 75, 7.5],
    ])
  })

  it.each<[string, ProfileHolding[], number[]]>([
    ['all unrated', [holding(10, null), holding(20, 'NR')], [0, 0, 0, 0, 100]],
    ['a single position', [holding(1, 'B-')], [0, 100, 0, 0, 0]],
    ['thirds that do not divide evenly', [holding(1, 'A'), holding(1, 'BB'), holding(1, 'C')], [33.4, 33.3, 33.3, 0, 0]],
    ['0.01 next to 10 billion', [holding(0.01, 'C'), holding(10_000_000_000, 'AAA')], [100, 0, 0, 0, 0]],
  ])('%s', (_name, holdings, shares) => {
    const rows = exposureByBand(holdings)
    expect(rows.map((row) => row.share)).toEqual(shares)
    expect(sum(rows.map((row) => row.share))).toBe(100)
  })
})

describe('exposure by platform and by chain', () => {
  const holdings = [
    holding(100, 'A', { platformKey: 'harbor-lend', platformName: 'Harbor Lend', chain: 'Ethereum' }),
    holding(300, 'A', { platformKey: 'mosswater', platformName: 'Mosswater', chain: 'base' }),
    holding(100, 'A', { platformKey: 'harbor-lend', platformName: 'Harbor Lend', chain: 'Base' }),
    holding(200, null, { platformKey: 'ashgrove', platformName: 'ashgrove', chain: null }),
    holding(200, 'BB', { platformKey: 'birchway', platformName: 'Birchway', chain: 'Ethereum' }),
  ]

  it('groups by platform, largest first; equal amounts by name', () => {
    expect(exposureByPlatform(holdings).map((row) => [row.label, row.amountUsd, row.share])).toEqual([
      ['Mosswater', 300, 33.4],
      ['ashgrove', 200, 22.2],
      ['Birchway', 200, 22.2],
      ['Harbor Lend', 200, 22.2],
    ])
  })

  it('groups by chain whatever its case, a missing chain apart, largest first', () => {
    const rows = exposureByChain(holdings)
    expect(rows.map((row) => [row.label, row.amountUsd])).toEqual([
      ['base', 400],
      ['Ethereum', 300],
      ['Chain not known', 200],
    ])
    expect(sum(rows.map((row) => row.share))).toBe(100)
  })
})

describe('weakestHoldings: BB+ and worse, worst first', () => {
  it('leaves out the Qualified band and the unrated, orders by grade then amount', () => {
    const weak = weakestHoldings([
      holding(10, 'BBB-', { name: 'Just qualified' }),
      holding(10, 'BB+', { name: 'Best elevated' }),
      holding(5, 'D', { name: 'Defaulted small' }),
      holding(50, 'D', { name: 'Defaulted large' }),
      holding(20, 'CCC-', { name: 'High risk' }),
      holding(99, null, { name: 'Unrated' }),
      holding(99, 'AAA', { name: 'Top' }),
    ])
    expect(weak.map((entry) => entry.name)).toEqual(['Defaulted large', 'Defaulted small', 'High risk', 'Best elevated'])
  })

  it('is empty when everything rated is Qualified', () => {
    expect(weakestHoldings([holding(1, 'A'), holding(2, null)])).toEqual([])
  })
})

describe('riskProfile', () => {
  it('a single unrated position: its total, no median grade, all Unrated', () => {
    const only = holding(250_000, null)
    const profile = riskProfile([only])
    expect(profile).toMatchObject({ totalUsd: 250_000, ratedUsd: 0, medianGrade: null, weakest: [] })
    expect(profile.bands.at(-1)).toMatchObject({ label: 'Unrated', share: 100 })
    expect(profile.shares.get(only.id)).toBe(100)
  })

  it('gives every holding its share, adding up to 100', () => {
    const holdings = [holding(1, 'A'), holding(1, 'B'), holding(1, null)]
    const profile = riskProfile(holdings)
    expect(holdings.map((entry) => profile.shares.get(entry.id))).toEqual([33.4, 33.3, 33.3])
    expect(profile.ratedUsd).toBe(2)
  })
})
