import { describe, expect, it } from 'vitest'
import type { InfraRating } from '../../../src/api/schemas/infra'
import { csvFromColumns } from '../../../src/lib/export/export-csv'
import { INFRA_CSV_COLUMNS, INFRA_DEFAULT_VISIBILITY } from '../../../src/features/infra/infra-columns'
import { describeInfraFilters } from '../../../src/features/infra/infra-filter-chips'
import { providerPath } from '../../../src/lib/paths'

describe('describeInfraFilters', () => {
  it('names the grade range as one filter, then version and dates', () => {
    const filters = describeInfraFilters({
      rating_gte: 'BBB',
      rating_lte: 'AA',
      version: 'v1.1',
      rated_at_gte: '2025-01-01',
      sort: 'name',
      limit: 25,
    })
    expect(filters.map((filter) => filter.id)).toEqual(['rating', 'version', 'rated_at_gte'])
    expect(filters[0]).toEqual({
      id: 'rating',
      label: 'Grades from BBB to AA',
      clear: { rating: undefined, rating_gte: undefined, rating_lte: undefined },
    })
    expect(filters[1]!.label).toBe('Version: v1.1')
  })

  it('counts no filter for sort and paging only', () => {
    expect(describeInfraFilters({ sort: 'rated_at', order: 'desc', offset: 20 })).toEqual([])
  })
})

describe('infrastructure table helpers', () => {
  const record: InfraRating = {
    name: 'Example Node Works',
    version: 'v1.0',
    rating: 'BBB+',
    rated_at: '2025-06-01',
    rated_since: '2024-01-15',
    profile_url: 'https://example.test/p',
    report_url: null,
    rating_data: {
      business_operations: { delegator_protection: { business_insurance: { min: 0, max: 3, score: 1 } } },
      reliability: { on_chain_metrics: { uptime: { min: 90, max: 100, score: 99 } } },
    },
  }

  it('links a provider by the derived slug (the infra table links through providerPath)', () => {
    expect(providerPath('Example Node Works')).toBe('/infra/example-node-works')
    expect(providerPath('A.B  & C')).toBe('/infra/a-b-c')
  })

  it('exports raw values with group shares, leaving hidden columns out', () => {
    const csv = csvFromColumns([record], INFRA_CSV_COLUMNS, INFRA_DEFAULT_VISIBILITY)
    expect(csv.split('\r\n')[0]).toBe('Provider,Rating,Rated,Rated since,Version,Profile URL,Report URL')
    const all = csvFromColumns([record], INFRA_CSV_COLUMNS, {})
    const [header, row] = all.split('\r\n')
    expect(header).toContain('Business operations (%),Reliability (%),Security setup (%)')
    expect(row).toBe('Example Node Works,BBB+,2025-06-01,2024-01-15,v1.0,33.3,90,,https://example.test/p,')
  })
})
