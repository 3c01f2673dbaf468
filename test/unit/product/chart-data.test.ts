import { describe, expect, it } from 'vitest'
import type { DefiRating } from '../../../src/api/schemas/defi'
import {
  hasPotentialData,
  pillarChartRows,
  pillarChartSummary,
  productScoreAxisMax,
  subCategoryChartRows,
  subCategoryChartSummary,
} from '../../../src/features/product/chart-data'

type Blocks = Pick<DefiRating, 'rating_data' | 'potential_rating_data'>

const record: Blocks = {
  rating_data: {
    operations: {
      rating: 'BBB',
      sub_categories: { documentation_transparency: 60, financial_resilience: 62, governance: 58, team_legal_compliance: 64 },
    },
    security: { rating: 'A-', sub_categories: { key_management_permissions: 70, smart_contract_security: 74 } },
    strategy: {
      rating: 'BB+',
      sub_categories: {
        collateral: 50,
        infra_counterparty_exposures: 52,
        liquidity: 54,
        market: 56,
        protocol_counterparty_exposures: 58,
        protocol_mechanics: 60,
      },
    },
  },
  potential_rating_data: {
    operations: {
      rating: 'A',
      sub_categories: { documentation_transparency: 80, financial_resilience: 62, governance: 70, team_legal_compliance: 64 },
    },
    security: { rating: 'AA-', sub_categories: { key_management_permissions: 90, smart_contract_security: 74 } },
    strategy: {
      rating: 'BBB',
      sub_categories: {
        collateral: 60,
        infra_counterparty_exposures: 52,
        liquidity: 70,
        market: 56,
        protocol_counterparty_exposures: 58,
        protocol_mechanics: 64,
      },
    },
  },
}

describe('pillarChartRows', () => {
  it('pairs each pillar’s grade and average score, rating vs potential', () => {
    expect(pillarChartRows(record)).toEqual([
      { pillar: 'operations', label: 'Operations', ratingGrade: 'BBB', ratingScore: 61, potentialGrade: 'A', potentialScore: 69 },
      { pillar: 'security', label: 'Security', ratingGrade: 'A-', ratingScore: 72, potentialGrade: 'AA-', potentialScore: 82 },
      { pillar: 'strategy', label: 'Strategy', ratingGrade: 'BB+', ratingScore: 55, potentialGrade: 'BBB', potentialScore: 60 },
    ])
  })

  it('leaves the potential side empty without potential data', () => {
    const rows = pillarChartRows({ ...record, potential_rating_data: null })
    expect(rows.map((row) => [row.potentialGrade, row.potentialScore])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ])
    expect(hasPotentialData({ ...record, potential_rating_data: null })).toBe(false)
    expect(hasPotentialData(record)).toBe(true)
  })
})

describe('subCategoryChartRows', () => {
  it('maps each sub-category to its label with rating and potential paired', () => {
    expect(subCategoryChartRows(record, 'security')).toEqual([
      { key: 'key_management_permissions', label: 'Key management & permissions', rating: 70, potential: 90 },
      { key: 'smart_contract_security', label: 'Smart contract security', rating: 74, potential: 74 },
    ])
    const strategy = subCategoryChartRows(record, 'strategy')
    expect(strategy.map((row) => row.label)).toEqual([
      'Collateral',
      'Infra counterparty exposures',
      'Liquidity',
      'Market',
      'Protocol counterparty exposures',
      'Protocol mechanics',
    ])
    expect(strategy.find((row) => row.key === 'liquidity')).toMatchObject({ rating: 54, potential: 70 })
  })

  it('keeps missing scores as null rather than zero', () => {
    const sparse: Blocks = {
      rating_data: { operations: { rating: 'B', sub_categories: { governance: 40 } as never }, security: null, strategy: null },
      potential_rating_data: null,
    }
    expect(subCategoryChartRows(sparse, 'operations')).toEqual([
      { key: 'documentation_transparency', label: 'Documentation & transparency', rating: null, potential: null },
      { key: 'financial_resilience', label: 'Financial resilience', rating: null, potential: null },
      { key: 'governance', label: 'Governance', rating: 40, potential: null },
      { key: 'team_legal_compliance', label: 'Team, legal & compliance', rating: null, potential: null },
    ])
  })
})

describe('axis and text alternatives', () => {
  it('uses 100 unless a score exceeds it', () => {
    expect(productScoreAxisMax(record)).toBe(100)
    const over = structuredClone(record)
    over.potential_rating_data!.security!.sub_categories!.smart_contract_security = 140
    expect(productScoreAxisMax(over)).toBe(140)
  })

  it('spells out every number of the charts', () => {
    const withPotential = pillarChartSummary(pillarChartRows(record), true, 100)
    expect(withPotential).toContain('scale of 0 to 100')
    expect(withPotential).toContain('Security: rating A-, average score 72; potential AA-, average score 82')
    expect(pillarChartSummary(pillarChartRows(record), false, 100)).not.toContain('potential')
    expect(subCategoryChartSummary('Security', subCategoryChartRows(record, 'security'), true, 100)).toBe(
      'Security sub-category scores on a scale of 0 to 100: Key management & permissions 70 (potential 90), Smart contract security 74 (potential 74).',
    )
  })
})
