import { describe, expect, it } from 'vitest'
import { describeAlertFilters } from '../../../src/features/alerts/alert-filters'

const NOW = new Date('2026-03-10T08:00:00Z')
const CHAINS = [{ slug: 'ethereum-2-0', name: 'Ethereum' }]

describe('describeAlertFilters', () => {
  it('describes nothing for the unfiltered feed', () => {
    expect(describeAlertFilters({ limit: 25, offset: 50 }, CHAINS, NOW)).toEqual([])
  })

  it('names each filter as people read it, with the patch that removes it', () => {
    const described = describeAlertFilters(
      {
        protocol: 'rocket-pool',
        product: 'vault',
        contract_address: '0x1234567890abcdef1234',
        severity: ['high', 'critical'],
        chain: 'ethereum-2-0',
      },
      CHAINS,
      NOW,
    )
    expect(described.map((item) => item.label)).toEqual([
      'Protocol: rocket-pool',
      'Product: vault',
      'Contract: 0x1234…1234',
      'Severity: High, Critical',
      'Chain: Ethereum',
    ])
    expect(described.find((item) => item.id === 'severity')!.clear).toEqual({ severity: undefined })
  })

  it('shows a chain slug until the chain list is known', () => {
    expect(describeAlertFilters({ chain: 'base' }, undefined, NOW)[0]!.label).toBe('Chain: base')
  })

  it('counts a preset as one filter and a typed range as its ends', () => {
    const preset = describeAlertFilters({ detected_at_gte: '2026-03-03' }, CHAINS, NOW)
    expect(preset).toEqual([
      { id: 'detected', label: 'Detected: Last 7 days', clear: { detected_at_gte: undefined, detected_at_lte: undefined } },
    ])
    const typed = describeAlertFilters({ detected_at_gte: '2026-01-01', detected_at_lte: '2026-01-31' }, CHAINS, NOW)
    expect(typed.map((item) => item.label)).toEqual(['Detected from 2026-01-01', 'Detected to 2026-01-31'])
  })
})
