import { describe, expect, it } from 'vitest'
import type { DefiRating } from '../../../src/api/schemas/defi'
import {
  compareAxisMax,
  compareChartRows,
  compareLabels,
  toRechartsRows,
} from '../../../src/features/compare/compare-data'

function product(name: string, platform: string, security: number, grade: string): DefiRating {
  return {
    name,
    provider_name: platform,
    contract_address: `0x${name.length}`,
    version: null,
    type: null,
    chain: null,
    rating: grade,
    potential_rating: null,
    rated_at: null,
    rated_since: null,
    profile_url: null,
    report_url: null,
    rating_data: {
      operations: null,
      security: { rating: grade, sub_categories: { key_management_permissions: security, smart_contract_security: security } },
      strategy: null,
    },
    potential_rating_data: null,
    risk_metrics: null,
  }
}

describe('compare data', () => {
  const a = product('Vault', 'Mossbank', 70, 'A')
  const b = product('Vault', 'Rocket Pool', 50, 'BB')
  const c = product('Lending Market', 'Mossbank', 130, 'AAA')

  it('labels products, adding the platform only where names clash', () => {
    expect(compareLabels([a, b, c])).toEqual(['Vault (Mossbank)', 'Vault (Rocket Pool)', 'Lending Market'])
    const twin = { ...a, contract_address: '0x1234567890abcdef' }
    expect(compareLabels([a, twin])).toEqual(['Vault (Mossbank, 0x5)', 'Vault (Mossbank, 0x1234…cdef)'])
  })

  it('gives one row per pillar with a score and grade per product', () => {
    const rows = compareChartRows([a, b])
    expect(rows.map((row) => row.label)).toEqual(['Operations', 'Security', 'Strategy'])
    expect(rows[1]).toEqual({ pillar: 'security', label: 'Security', scores: [70, 50], grades: ['A', 'BB'] })
    expect(rows[0]).toMatchObject({ scores: [null, null], grades: [null, null] })
    expect(toRechartsRows(rows)[1]).toEqual({ label: 'Security', score0: 70, grade0: 'A', score1: 50, grade1: 'BB' })
  })

  it('widens the axis past 100 only when a score needs it', () => {
    expect(compareAxisMax(compareChartRows([a, b]))).toBe(100)
    expect(compareAxisMax(compareChartRows([a, c]))).toBe(130)
  })
})
