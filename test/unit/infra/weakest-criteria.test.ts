import { describe, expect, it } from 'vitest'
import type { InfraRatingData } from '../../../src/api/schemas/infra'
import { buildInfraTree } from '../../../src/features/infra/infra-tree'
import { weakestCriteria } from '../../../src/features/infra/weakest-criteria'

type Criterion = { min: number | null; max: number | null; score: number | null }

/** Every criterion under one known top group and sub-group, in the given order. */
function tree(criteria: { [key: string]: Criterion }, more: InfraRatingData = {}) {
  return buildInfraTree({ business_operations: { general_information: criteria }, ...more })
}

const labels = (result: ReturnType<typeof weakestCriteria>) => result.criteria.map((c) => c.label)

describe('weakestCriteria', () => {
  it.each([
    {
      name: 'orders by position within the range, not by the bare score',
      // 4 of 0–5 = 80 %, 30 of 0–100 = 30 %, 95 of 90–100 = 50 %
      criteria: { alpha: { min: 0, max: 5, score: 4 }, beta: { min: 0, max: 100, score: 30 }, gamma: { min: 90, max: 100, score: 95 } },
      expected: ['Beta', 'Gamma', 'Alpha'],
    },
    {
      name: 'ties by name, also when float division differs in the last bit',
      criteria: { zeta: { min: 0, max: 10, score: 3 }, eta: { min: 0, max: 0.3, score: 0.09 }, beta: { min: 1, max: 11, score: 4 } },
      expected: ['Beta', 'Eta', 'Zeta'],
    },
    {
      name: 'the five lowest only',
      criteria: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key, i) => [`c_${key}`, { min: 0, max: 10, score: 9 - i }])),
      expected: ['C g', 'C f', 'C e', 'C d', 'C c'],
    },
    {
      name: 'a score below its minimum ranks lowest; one above its maximum ranks highest',
      criteria: { low: { min: 2, max: 6, score: 1 }, mid: { min: 0, max: 4, score: 2 }, high: { min: 0, max: 4, score: 5 } },
      expected: ['Low', 'Mid', 'High'],
    },
    {
      name: 'ranges beyond 100 are fine',
      criteria: { big: { min: 100, max: 1100, score: 600 }, small: { min: 0, max: 1, score: 0.25 } },
      expected: ['Small', 'Big'],
    },
  ])('$name', ({ criteria, expected }) => {
    expect(labels(weakestCriteria(tree(criteria)))).toEqual(expected)
  })

  it('leaves out min = max and counts it, apart from incomplete criteria', () => {
    const result = weakestCriteria(
      tree({
        everyone_passes: { min: 1, max: 1, score: 1 },
        nobody_passes: { min: 1, max: 1, score: 0 },
        no_score: { min: 0, max: 5, score: null },
        no_min: { min: null, max: 5, score: 2 },
        upside_down: { min: 5, max: 0, score: 2 },
        not_finite: { min: 0, max: Number.POSITIVE_INFINITY, score: 2 },
        ranked: { min: 0, max: 5, score: 5 },
      }),
    )
    expect(labels(result)).toEqual(['Ranked'])
    expect(result.noRange).toBe(2)
    expect(result.incomplete).toBe(4)
  })

  it('names the group and sub-group, and carries score, range and percentage', () => {
    const result = weakestCriteria(tree({ juristiction: { min: 0, max: 5, score: 1 } }))
    expect(result.criteria[0]).toMatchObject({
      label: 'Jurisdiction',
      groupLabel: 'Business operations',
      subGroupLabel: 'General information',
      score: 1,
      min: 0,
      max: 5,
      percent: { percent: 20, position: 20, outOfRange: null },
    })
  })

  it('ranks across groups', () => {
    const result = weakestCriteria(
      tree({ juristiction: { min: 0, max: 5, score: 4 } }, { reliability: { on_chain_metrics: { uptime: { min: 90, max: 100, score: 91 } } } }),
    )
    expect(result.criteria.map((c) => `${c.groupLabel}: ${c.label}`)).toEqual(['Reliability: Uptime', 'Business operations: Jurisdiction'])
  })

  it('is empty for an empty tree', () => {
    expect(weakestCriteria([])).toEqual({ criteria: [], noRange: 0, incomplete: 0 })
  })
})
