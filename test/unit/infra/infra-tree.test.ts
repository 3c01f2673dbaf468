import { describe, expect, it } from 'vitest'
import { INFRA_TREE, type InfraRatingData } from '../../../src/api/schemas/infra'
import { INFRA_LABELS, infraLabel } from '../../../src/features/infra/infra-labels'
import {
  allGroupIds,
  buildInfraTree,
  criterionPercent,
  flattenInfraTree,
  groupPercent,
  groupSummaryData,
} from '../../../src/features/infra/infra-tree'
import { formatCriterionPercent } from '../../../src/features/infra/score-format'

describe('criterionPercent', () => {
  it.each([
    { c: { min: 0, max: 5, score: 3 }, percent: 60, position: 60, outOfRange: null },
    { c: { min: 0, max: 5, score: 0 }, percent: 0, position: 0, outOfRange: null },
    { c: { min: 0, max: 5, score: 5 }, percent: 100, position: 100, outOfRange: null },
    { c: { min: 90, max: 100, score: 99.5 }, percent: 95, position: 95, outOfRange: null },
    // min = max: a criterion everyone passes counts as fully met
    { c: { min: 1, max: 1, score: 1 }, percent: 100, position: 100, outOfRange: null },
    { c: { min: 1, max: 1, score: 0 }, percent: 0, position: 0, outOfRange: 'below' },
    { c: { min: 1, max: 1, score: 2 }, percent: 100, position: 100, outOfRange: 'above' },
    // out of range: reported, the marker clamped
    { c: { min: 0, max: 5, score: 6 }, percent: 120, position: 100, outOfRange: 'above' },
    { c: { min: 1, max: 5, score: 0 }, percent: -25, position: 0, outOfRange: 'below' },
    // more than the "usual" 100 is not capped
    { c: { min: 0, max: 200, score: 150 }, percent: 75, position: 75, outOfRange: null },
  ] as const)('$c.score within $c.min…$c.max → $percent%', ({ c, percent, position, outOfRange }) => {
    const result = criterionPercent(c)
    expect(result.percent).toBeCloseTo(percent)
    expect(result.position).toBeCloseTo(position)
    expect(result.outOfRange).toBe(outOfRange)
  })

  it.each([
    { min: null, max: 5, score: 3 },
    { min: 0, max: null, score: 3 },
    { min: 0, max: 5, score: null },
    { min: 5, max: 0, score: 3 },
  ])('cannot compute %o', (c) => {
    expect(criterionPercent(c)).toEqual({ percent: null, position: null, outOfRange: null })
  })

  it('formats the percentage with the reason when out of range', () => {
    expect(formatCriterionPercent(criterionPercent({ min: 0, max: 3, score: 1 }))).toBe('33.3%')
    expect(formatCriterionPercent(criterionPercent({ min: 0, max: 5, score: 6 }))).toBe('120% (above maximum)')
    expect(formatCriterionPercent(criterionPercent({ min: 1, max: 5, score: 0 }))).toBe('-25% (below minimum)')
    expect(formatCriterionPercent(criterionPercent({ min: null, max: 5, score: 0 }))).toBe('–')
  })
})

const sample: InfraRatingData = {
  // out of methodology order on purpose, plus an unknown group and criterion
  reliability: {
    on_chain_metrics: { uptime: { min: 90, max: 100, score: 95 }, networks: { min: 1, max: 1, score: 1 } },
  },
  business_operations: {
    general_information: {
      juristiction: { min: 0, max: 3, score: 3 },
      brand_new_criterion: { min: 0, max: 2, score: 1 },
    },
    delegator_protection: { fund_for_delegator_protection: { min: 0, max: 9, score: 0 } },
  },
  future_group: { something: { other_thing: { min: null, max: 4, score: 2 } } },
}

describe('buildInfraTree', () => {
  const tree = buildInfraTree(sample)

  it('orders groups and criteria as the methodology does, unknown keys last, with labels', () => {
    expect(tree.map((top) => top.key)).toEqual(['business_operations', 'reliability', 'future_group'])
    expect(tree[0]!.subGroups.map((sub) => sub.label)).toEqual(['Delegator protection', 'General information'])
    expect(tree[0]!.subGroups[1]!.criteria.map((c) => c.label)).toEqual(['Jurisdiction', 'Brand new criterion'])
    expect(tree[1]!.subGroups[0]!.criteria.map((c) => c.key)).toEqual(['networks', 'uptime'])
  })

  it('sums min, max and score per group, skipping incomplete criteria', () => {
    expect(tree[0]!.totals).toEqual({ min: 0, max: 14, score: 4, counted: 3 })
    expect(tree[1]!.totals).toEqual({ min: 91, max: 101, score: 96, counted: 2 })
    expect(tree[2]!.totals.counted).toBe(0)
  })

  it('is empty without rating data', () => {
    expect(buildInfraTree(null)).toEqual([])
    expect(buildInfraTree(undefined)).toEqual([])
  })
})

describe('flattenInfraTree', () => {
  const tree = buildInfraTree(sample)
  const shown = (expanded: ReadonlySet<string>) => flattenInfraTree(tree, expanded).filter((row) => row.shown)

  it('shows only top groups when nothing is expanded', () => {
    const rows = shown(new Set())
    expect(rows.map((row) => [row.level, row.label, row.expanded])).toEqual([
      [1, 'Business operations', false],
      [1, 'Reliability', false],
      [1, 'Future group', false],
    ])
  })

  it('shows children of expanded groups only, in order', () => {
    const rows = shown(new Set(['business_operations', 'business_operations/general_information']))
    expect(rows.map((row) => `${row.level}:${row.label}`)).toEqual([
      '1:Business operations',
      '2:Delegator protection',
      '2:General information',
      '3:Jurisdiction',
      '3:Brand new criterion',
      '1:Reliability',
      '1:Future group',
    ])
    expect(rows[0]).toMatchObject({ expandable: true, expanded: true, childCount: 2, min: 0, max: 14, score: 4 })
    expect(rows[3]).toMatchObject({ expandable: false, min: 0, max: 3, score: 3, percent: { percent: 100 } })
  })

  it('ignores an expanded sub-group whose parent is closed', () => {
    expect(shown(new Set(['reliability/on_chain_metrics']))).toHaveLength(3)
  })

  it('opens everything with allGroupIds', () => {
    const rows = shown(new Set(allGroupIds(tree)))
    expect(rows.filter((row) => row.level === 3)).toHaveLength(6)
    expect(rows).toHaveLength(3 + 4 + 6)
  })

  it('lists every row of every level whatever is open, in the order of the open tree (for paper)', () => {
    const closed = flattenInfraTree(tree, new Set())
    const open = flattenInfraTree(tree, new Set(allGroupIds(tree)))
    expect(closed.map((row) => row.id)).toEqual(open.map((row) => row.id))
    expect(closed).toHaveLength(3 + 4 + 6)
  })

  it('gives an incomplete group no numbers rather than zeros', () => {
    const rows = shown(new Set())
    expect(rows[2]).toMatchObject({ min: null, max: null, score: null, percent: { percent: null } })
  })
})

describe('groupPercent', () => {
  it('places the group score between its summed minimum and maximum, as the tree does', () => {
    expect(groupPercent(sample, 'business_operations')).toBeCloseTo((4 / 14) * 100)
    // 96 within 91–101: half way, where Σ score / Σ max would say 95 %.
    expect(groupPercent(sample, 'reliability')).toBeCloseTo(50)
    const reliability = flattenInfraTree(buildInfraTree(sample), new Set()).find((row) => row.id === 'reliability')
    expect(reliability?.percent.percent).toBeCloseTo(groupPercent(sample, 'reliability') ?? Number.NaN)
  })

  it('is null for a missing group, missing data or no usable criterion', () => {
    expect(groupPercent(sample, 'security_setup')).toBeNull()
    expect(groupPercent(null, 'reliability')).toBeNull()
    expect(groupPercent(sample, 'future_group')).toBeNull()
    expect(groupPercent({ x: { y: { z: { min: 0, max: 5, score: null } } } }, 'x')).toBeNull()
  })
})

describe('groupSummaryData', () => {
  it('gives score and max per top group, and min only where it is not 0', () => {
    expect(groupSummaryData(buildInfraTree(sample))).toEqual([
      {
        key: 'business_operations',
        label: 'Business operations',
        score: 4,
        max: 14,
        min: null,
        percent: { percent: (4 / 14) * 100, position: (4 / 14) * 100, outOfRange: null },
      },
      { key: 'reliability', label: 'Reliability', score: 96, max: 101, min: 91, percent: { percent: 50, position: 50, outOfRange: null } },
    ])
  })
})

describe('infra labels', () => {
  it('has a human label for every key of the methodology tree', () => {
    for (const [top, subs] of Object.entries(INFRA_TREE)) {
      expect(INFRA_LABELS).toHaveProperty(top)
      for (const [sub, criteria] of Object.entries(subs)) {
        expect(INFRA_LABELS).toHaveProperty(sub)
        for (const criterion of criteria) expect(INFRA_LABELS).toHaveProperty(criterion)
      }
    }
  })

  it('words the keys the issue names', () => {
    expect(infraLabel('fund_for_delegator_protection')).toBe('Fund for delegator protection')
    expect(infraLabel('provider_information_on_saum_and_costs')).toBe('Provider information on SAUM and costs')
    expect(infraLabel('juristiction')).toBe('Jurisdiction')
    expect(infraLabel('some_new_key')).toBe('Some new key')
  })
})
