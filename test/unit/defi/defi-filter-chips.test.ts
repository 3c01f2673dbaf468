import { describe, expect, it } from 'vitest'
import { describeDefiFilters } from '../../../src/features/defi/defi-filter-chips'
import { defiListParams } from '../../../src/api/params/defi-params'

const chains = [{ slug: 'ethereum-2-0', name: 'Ethereum' }]

describe('describeDefiFilters', () => {
  it('describes every active filter in words, in sidebar order, and ignores sort and paging', () => {
    const { params } = defiListParams.fromSearch(
      new URLSearchParams(
        'users_lte=5000&tvl_gte=1500000&type=liquid-staking&chain=ethereum-2-0&version=v2.1&apy_gte=5.2&rated_at_gte=2024-01-31&sort=tvl&limit=25&offset=50',
      ),
    )
    expect(describeDefiFilters(params, chains).map((filter) => [filter.key, filter.label])).toEqual([
      ['type', 'Type: Liquid staking'],
      ['chain', 'Chain: Ethereum'],
      ['version', 'Version: v2.1'],
      ['rated_at_gte', 'Rated from Jan 31, 2024'],
      ['tvl_gte', 'TVL ≥ $1.50M'],
      ['apy_gte', 'APY ≥ 5.20%'],
      ['users_lte', 'Users ≤ 5,000'],
    ])
  })

  it('shows the slug while the chain list is unknown, and a zero bound as a filter', () => {
    const { params } = defiListParams.fromSearch(new URLSearchParams('chain=solana&tvl_gte=0'))
    expect(describeDefiFilters(params).map((filter) => filter.label)).toEqual(['Chain: solana', 'TVL ≥ $0.00'])
  })

  it('is empty for the default view', () => {
    expect(describeDefiFilters(defiListParams.fromSearch(new URLSearchParams('sort=rating&order=desc')).params)).toEqual([])
  })
})
