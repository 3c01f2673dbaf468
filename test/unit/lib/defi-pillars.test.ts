import { describe, expect, it } from 'vitest'
import type { DefiCategoryBlock } from '../../../src/api/schemas/defi'
import { DEFI_SUB_CATEGORIES, hasCategoryData, pillarAverageScore, pillarScores, scoreAxisMax, SUB_CATEGORY_LABELS, subCategoryLabel } from '../../../src/lib/defi-pillars'

const block: DefiCategoryBlock = {
  operations: {
    rating: 'A',
    sub_categories: { documentation_transparency: 80, financial_resilience: 70, governance: null, team_legal_compliance: 60 },
  },
  security: { rating: 'BBB+', sub_categories: { key_management_permissions: 55, smart_contract_security: 65 } },
  strategy: null,
}

describe('sub-category labels', () => {
  it('has a human label for every key of the contract', () => {
    const keys = Object.values(DEFI_SUB_CATEGORIES).flat()
    for (const key of keys) expect(SUB_CATEGORY_LABELS[key]).toMatch(/^[A-Z]/)
    expect(keys).toHaveLength(12)
  })

  it.each([
    ['smart_contract_security', 'Smart contract security'],
    ['infra_counterparty_exposures', 'Infra counterparty exposures'],
    ['key_management_permissions', 'Key management & permissions'],
    ['documentation_transparency', 'Documentation & transparency'],
    ['team_legal_compliance', 'Team, legal & compliance'],
    ['protocol_counterparty_exposures', 'Protocol counterparty exposures'],
    ['oracle_design', 'Oracle design'],
    ['toString', 'ToString'],
  ])('%s → %s', (key, label) => {
    expect(subCategoryLabel(key)).toBe(label)
  })
})

describe('pillar scores', () => {
  it('lists the contract keys in order, null where missing', () => {
    expect(pillarScores(block, 'operations')).toEqual([
      { key: 'documentation_transparency', score: 80 },
      { key: 'financial_resilience', score: 70 },
      { key: 'governance', score: null },
      { key: 'team_legal_compliance', score: 60 },
    ])
    expect(pillarScores(block, 'strategy').every((entry) => entry.score === null)).toBe(true)
  })

  it('averages the known scores only, to one decimal', () => {
    expect(pillarAverageScore(block, 'operations')).toBe(70)
    expect(pillarAverageScore(block, 'security')).toBe(60)
    expect(pillarAverageScore(block, 'strategy')).toBeNull()
    expect(pillarAverageScore(null, 'security')).toBeNull()
  })

  it('knows whether a block has anything to chart', () => {
    expect(hasCategoryData(block)).toBe(true)
    expect(hasCategoryData(null)).toBe(false)
    expect(hasCategoryData({ operations: null, security: null, strategy: null })).toBe(false)
  })
})

describe('scoreAxisMax', () => {
  it.each([
    [[10, 50, 99], 100],
    [[], 100],
    [[null, undefined], 100],
    [[9, 3, 1], 100],
    [[120, 80], 120],
    [[100.4], 101],
  ])('%j → %d', (values, max) => {
    expect(scoreAxisMax(values)).toBe(max)
  })
})
