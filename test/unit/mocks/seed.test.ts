import { describe, expect, it } from 'vitest'
import { alertSchema } from '../../../src/api/schemas/alerts'
import { ALERT_SEVERITIES } from '../../../src/lib/severity'
import { defiRatingSchema, type DefiRating } from '../../../src/api/schemas/defi'
import { DEFI_TYPES } from '../../../src/lib/defi-types'
import { DEFI_PILLARS, DEFI_SUB_CATEGORIES } from '../../../src/lib/defi-pillars'
import { INFRA_TREE, infraRatingSchema, type InfraCriterion } from '../../../src/api/schemas/infra'
import { apiKeySchema, keyStatus } from '../../../src/api/schemas/keys'
import { compareGrades, isKnownGrade } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { countLeaves } from '../../../src/mocks/db/db'
import { gradeForScore, infraScoreShare, weightedDefiScore, type PillarScores } from '../../../src/mocks/db/grading'
import { DEMO_ACCOUNT_ID, OTHER_ACCOUNT_ID } from '../../../src/mocks/db/key-seed'
import { createSeed } from '../../../src/mocks/db/seed'
import { toApiKey } from '../../../src/mocks/logic/keys'
import { GRADE_CUTOFFS } from '../../../src/mocks/policy'
import { NOW } from './mock-db'

const seed = createSeed({ now: NOW })
const DAY = 86_400_000

function scoresOf(block: DefiRating['rating_data']): PillarScores {
  return {
    operations: block?.operations?.sub_categories,
    security: block?.security?.sub_categories,
    strategy: block?.strategy?.sub_categories,
  } as PillarScores
}

describe('seed determinism', () => {
  it('builds identical data from the same seed number and moment', () => {
    expect(createSeed({ now: NOW })).toEqual(seed)
  })

  it('builds different data from another seed number', () => {
    const other = createSeed({ now: NOW, seed: 7 })
    expect(other.defi[0]).not.toEqual(seed.defi[0])
  })

  it('places dates relative to the moment but keeps content and order', () => {
    const later = createSeed({ now: NOW + 10 * DAY })
    expect(later.defi.map((r) => r.name)).toEqual(seed.defi.map((r) => r.name))
    expect(later.alerts.map((a) => a.id)).toEqual(seed.alerts.map((a) => a.id))
    expect(Date.parse(later.alerts[0]!.detected_at!) - Date.parse(seed.alerts[0]!.detected_at!)).toBe(10 * DAY)
  })

  it('scales the DeFi list with the size option and leaves other domains alone', () => {
    const big = createSeed({ now: NOW, defiProducts: 2_000 })
    expect(big.defi).toHaveLength(2_000)
    expect(big.infra).toEqual(seed.infra)
    expect(big.keys).toEqual(seed.keys)
    expect(new Set(big.defi.map((r) => r.contract_address.toLowerCase())).size).toBe(2_000)
  })
})

describe('seed sizes and variety', () => {
  it.each([
    ['DeFi products', seed.defi.length, 300],
    ['platforms', new Set(seed.defi.map((r) => r.provider_name)).size, 30],
    ['infra providers', seed.infra.length, 80],
    ['alerts', seed.alerts.length, 400],
  ])('has at least the required number of %s', (_what, count, minimum) => {
    expect(count).toBeGreaterThanOrEqual(minimum)
  })

  it('has ten chains, some with a slug that differs from the name, and products on each', () => {
    expect(seed.chains).toHaveLength(10)
    expect(seed.chains.some((chain) => chain.slug !== toSlug(chain.name))).toBe(true)
    expect(seed.chains.find((chain) => chain.slug === 'ethereum-2-0')?.name).toBe('Ethereum')
    for (const chain of seed.chains) expect(seed.defi.some((r) => r.chain === chain.name)).toBe(true)
  })

  it('covers all six types and several methodology versions', () => {
    expect(new Set(seed.defi.map((r) => r.type))).toEqual(new Set(DEFI_TYPES))
    const versions = new Set(seed.defi.map((r) => r.version))
    for (const version of ['v0.1-alpha', 'v0.1-alpha-preview', 'v2.1', '2.1']) expect(versions).toContain(version)
  })

  it('uses fictional platform names whose slugs are unique', () => {
    const slugs = seed.platforms.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs).toContain('kite-kettle')
  })

  it('has unique contract addresses per platform, some in mixed case', () => {
    const keys = seed.defi.map((r) => `${toSlug(r.provider_name)} ${r.contract_address.toLowerCase()}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(seed.defi.some((r) => r.contract_address.startsWith('0x') && /[A-F]/.test(r.contract_address) && /[a-f]/.test(r.contract_address))).toBe(true)
  })

  it('spreads grades over the scale, notched and plain, best and worst', () => {
    const grades = new Set(seed.defi.map((r) => r.rating))
    for (const grade of ['AAA', 'BBB+', 'BB-', 'D']) expect(grades).toContain(grade)
    expect(grades.size).toBeGreaterThan(15)
  })

  it('leaves some fields empty to exercise the UI, and has one javascript: profile URL', () => {
    expect(seed.defi.some((r) => r.profile_url === null)).toBe(true)
    expect(seed.defi.some((r) => r.risk_metrics?.apy === null)).toBe(true)
    expect(seed.defi.some((r) => r.risk_metrics?.tvl === null)).toBe(true)
    expect(seed.defi.some((r) => r.potential_rating_data === null && r.potential_rating === null)).toBe(true)
    expect(seed.defi.filter((r) => r.profile_url?.startsWith('javascript:'))).toHaveLength(1)
  })

  it('produces records the client schemas accept unchanged', () => {
    for (const record of seed.defi) expect(defiRatingSchema.parse(record)).toEqual(record)
    for (const record of seed.infra) expect(infraRatingSchema.parse(record)).toEqual(record)
    for (const alert of seed.alerts) expect(alertSchema.parse(alert)).toEqual(alert)
  })
})

describe('grades follow the scores', () => {
  it('maps the cut-off table boundaries', () => {
    for (const [grade, minimum] of GRADE_CUTOFFS) expect(gradeForScore(minimum)).toBe(grade)
    for (const [grade, minimum] of GRADE_CUTOFFS.filter(([, min]) => min > 0)) {
      expect(gradeForScore(minimum - 0.01)).not.toBe(grade)
    }
    expect(gradeForScore(100)).toBe('AAA')
    expect(gradeForScore(0)).toBe('D')
  })

  it('lists every grade of the scale once, best first, with falling minimums', () => {
    const grades = GRADE_CUTOFFS.map(([grade]) => grade)
    expect(grades.toSorted(compareGrades)).toEqual(grades)
    expect(grades).toHaveLength(22)
    const minimums = GRADE_CUTOFFS.map(([, minimum]) => minimum)
    expect(minimums.toSorted((a, b) => b - a)).toEqual(minimums)
  })

  it('gives every product the grade of its weighted score and each pillar the grade of its average', () => {
    for (const record of seed.defi) {
      const scores = scoresOf(record.rating_data)
      expect(record.rating).toBe(gradeForScore(weightedDefiScore(scores)))
      for (const pillar of DEFI_PILLARS) {
        const values = DEFI_SUB_CATEGORIES[pillar].map((key) => (scores[pillar] as Record<string, number>)[key]!)
        for (const value of values) expect(value).toBeGreaterThanOrEqual(0)
        for (const value of values) expect(value).toBeLessThanOrEqual(100)
        const average = values.reduce((a, b) => a + b, 0) / values.length
        expect(record.rating_data?.[pillar]?.rating).toBe(gradeForScore(average))
      }
    }
  })

  it('keeps potential scores at or above the actual ones, so the potential grade is never worse', () => {
    const withPotential = seed.defi.filter((r) => r.potential_rating_data)
    expect(withPotential.length).toBeGreaterThan(50)
    for (const record of withPotential) {
      const actual = scoresOf(record.rating_data)
      const potential = scoresOf(record.potential_rating_data)
      for (const pillar of DEFI_PILLARS) {
        for (const [key, value] of Object.entries(actual[pillar])) {
          expect((potential[pillar] as Record<string, number>)[key]).toBeGreaterThanOrEqual(value)
        }
      }
      expect(compareGrades(record.potential_rating, record.rating)).toBeLessThanOrEqual(0)
    }
  })
})

describe('infrastructure providers', () => {
  const criteriaOf = (data: Record<string, Record<string, Record<string, InfraCriterion>>>) =>
    Object.values(data).flatMap((group) => Object.values(group).flatMap((sub) => Object.values(sub)))

  it('follow INFRA_TREE exactly, including juristiction', () => {
    const expected = Object.fromEntries(
      Object.entries(INFRA_TREE).map(([top, subs]) => [top, Object.fromEntries(Object.entries(subs).map(([sub, keys]) => [sub, [...keys]]))]),
    )
    for (const record of seed.infra) {
      const data = record.rating_data!
      const actual = Object.fromEntries(
        Object.entries(data).map(([top, subs]) => [top, Object.fromEntries(Object.entries(subs).map(([sub, c]) => [sub, Object.keys(c)]))]),
      )
      expect(actual).toEqual(expected)
      expect(data.business_operations?.general_information?.juristiction).toBeDefined()
    }
  })

  it('keep min ≤ score ≤ max, mostly from 0, some above 0 and one criterion with min = max', () => {
    const all = seed.infra.flatMap((record) => criteriaOf(record.rating_data!))
    for (const { min, max, score } of all) {
      expect(min!).toBeLessThanOrEqual(score!)
      expect(score!).toBeLessThanOrEqual(max!)
    }
    expect(all.filter((c) => c.min === 0).length / all.length).toBeGreaterThan(0.8)
    expect(all.some((c) => c.min! > 0 && c.min! < c.max!)).toBe(true)
    const first = seed.infra[0]!.rating_data!
    const equal = Object.values(first).flatMap((group) => Object.values(group).flatMap((sub) => Object.entries(sub))).filter(([, c]) => c.min === c.max)
    expect(equal.map(([name]) => name)).toEqual(['networks'])
  })

  it('grade by the share of the attainable score', () => {
    for (const record of seed.infra) expect(record.rating).toBe(gradeForScore(infraScoreShare(criteriaOf(record.rating_data!))))
    expect(new Set(seed.infra.map((r) => r.rating)).size).toBeGreaterThan(10)
  })

  it('have unique slugs', () => {
    expect(new Set(seed.infra.map((r) => toSlug(r.name))).size).toBe(seed.infra.length)
  })
})

describe('alerts', () => {
  const products = new Map(seed.defi.map((r) => [r.contract_address, r]))

  it('are newest first, within the last year, with some in the last 24 hours and 7 days', () => {
    const times = seed.alerts.map((a) => Date.parse(a.detected_at!))
    expect(times.toSorted((a, b) => b - a)).toEqual(times)
    expect(Math.min(...times)).toBeGreaterThan(NOW - 365 * DAY)
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW)
    expect(times.filter((t) => t > NOW - DAY).length).toBeGreaterThanOrEqual(3)
    expect(times.filter((t) => t > NOW - 7 * DAY).length).toBeGreaterThanOrEqual(10)
  })

  it('cover all severities and have unique string ids', () => {
    expect(new Set(seed.alerts.map((a) => a.severity))).toEqual(new Set(ALERT_SEVERITIES))
    expect(new Set(seed.alerts.map((a) => a.id)).size).toBe(seed.alerts.length)
  })

  it('name real seeded products of the protocol they belong to, or none', () => {
    for (const alert of seed.alerts) {
      expect(seed.platforms.find((p) => p.slug === alert.protocol)?.name).toBe(alert.protocol_name)
      expect(seed.chains.some((chain) => chain.name === alert.chain)).toBe(true)
      // A protocol-wide alert names neither product nor address; any other names a product of that protocol.
      const product = alert.contract_address === null ? null : products.get(alert.contract_address!)
      expect(product?.name ?? null).toBe(alert.product)
      expect(product?.provider_name ?? alert.protocol_name).toBe(alert.protocol_name)
    }
    expect(seed.alerts.some((a) => a.product === null)).toBe(true)
    expect(seed.alerts.some((a) => a.tx_hash === null)).toBe(true)
    expect(seed.alerts.some((a) => a.source_url === null)).toBe(true)
    const links = seed.alerts.flatMap((a) => (a.source_url ? [a.source_url] : []))
    expect(links.every((url) => url.startsWith('https://'))).toBe(true)
  })
})

describe('accounts and keys', () => {
  const demoKeys = seed.keys.filter((key) => key.account_id === DEMO_ACCOUNT_ID)

  it('give the demo account about five keys in all three states', () => {
    expect(demoKeys.length).toBeGreaterThanOrEqual(5)
    expect(new Set(demoKeys.map(keyStatus))).toEqual(new Set(['active', 'disabled', 'revoked']))
  })

  it('make DEMO_API_KEY the demo account’s active key without a limit', () => {
    const demo = seed.keys.find((key) => key.secret === DEMO_API_KEY)
    expect(demo?.account_id).toBe(DEMO_ACCOUNT_ID)
    expect(demo?.is_active).toBe(true)
    expect(demo?.credit_limit).toBeNull()
  })

  it('has an active key within one list request of its limit', () => {
    const near = demoKeys.find((key) => key.is_active && key.credit_limit !== null && key.credit_limit - key.used_credits < 1_000)
    expect(near).toBeDefined()
  })

  it('gives the second account keys of its own', () => {
    expect(seed.keys.some((key) => key.account_id === OTHER_ACCOUNT_ID && key.is_active)).toBe(true)
  })

  it('uses sr1- plus 32 hex characters, unique, and masks them to the last four', () => {
    for (const key of seed.keys) {
      expect(key.secret).toMatch(/^sr1-[0-9a-f]{32}$/)
      const shown = toApiKey(key)
      expect(shown.api_key).toBe(`sr1-****-${key.secret.slice(-4)}`)
      expect(apiKeySchema.parse(shown)).toEqual(shown)
    }
    expect(new Set(seed.keys.map((key) => key.secret)).size).toBe(seed.keys.length)
  })
})

describe('credit pricing', () => {
  it('counts the leaf values of one full record', () => {
    const full = seed.defi.find((r) => r.potential_rating_data)!
    // 12 scalar fields, two blocks of 3 pillar grades + 12 scores, 3 risk metrics.
    expect(countLeaves(full)).toBe(12 + 2 * 15 + 3)
    expect(countLeaves(seed.alerts[0])).toBe(12)
    expect(countLeaves({ a: null, b: { c: 1, d: [1, 2] } })).toBe(4)
  })

  it('knows every grade it hands out', () => {
    for (const record of [...seed.defi, ...seed.infra]) expect(isKnownGrade(record.rating)).toBe(true)
  })
})
