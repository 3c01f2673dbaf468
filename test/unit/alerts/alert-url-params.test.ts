import { describe, expect, it } from 'vitest'
import { alertListParams } from '../../../src/api/params/alert-params'
import { detectedRangeFor } from '../../../src/features/alerts/detected-range'

const NOW = new Date('2026-03-10T08:00:00Z')

function fromUrl(query: string) {
  return alertListParams.fromSearch(new URLSearchParams(query))
}

describe('alert filters ⇄ URL', () => {
  it('reads several severities from one comma-separated parameter', () => {
    const { params, invalid } = fromUrl('severity=high,critical')
    expect(params).toEqual({ severity: ['high', 'critical'] })
    expect(invalid).toEqual([])
  })

  it('writes severities comma-separated, deduplicated, in scale order', () => {
    const { params } = fromUrl('severity=critical,low,critical')
    expect(params.severity).toEqual(['low', 'critical'])
    expect(alertListParams.toSearch(params).toString()).toBe('severity=low%2Ccritical')
    expect(alertListParams.toApiParams(params)).toMatchObject({ severity: 'low,critical' })
  })

  it('drops an unknown severity and reports it', () => {
    const { params, invalid } = fromUrl('severity=high,apocalyptic&protocol=aave')
    expect(params).toEqual({ protocol: 'aave' })
    expect(invalid.map((issue) => issue.param)).toEqual(['severity'])
  })

  it('round-trips every filter and leaves out defaults', () => {
    const query =
      'protocol=rocket-pool&product=staked&contract_address=0xAbC&severity=medium%2Chigh&chain=ethereum-2-0&detected_at_gte=2026-03-03&detected_at_lte=2026-03-09&limit=25&offset=50'
    const { params, invalid } = fromUrl(query)
    expect(invalid).toEqual([])
    expect(alertListParams.toSearch(params).toString()).toBe(query)
    expect(alertListParams.toSearch({ ...params, limit: 10, offset: 0 }).toString()).not.toMatch(/limit|offset/)
  })

  it('writes a date preset as a plain start date the API understands', () => {
    const range = detectedRangeFor('7d', {}, NOW)
    expect(alertListParams.toSearch({ severity: ['critical'], ...range }).toString()).toBe('severity=critical&detected_at_gte=2026-03-03')
  })

  it('reads several protocols from one comma-separated parameter, trimmed and deduplicated in the given order', () => {
    const { params, invalid } = fromUrl('protocol=lido, aave,lido')
    expect(invalid).toEqual([])
    expect(params.protocol).toBe('lido,aave')
    expect(alertListParams.toApiParams(params)).toMatchObject({ protocol: 'lido,aave' })
  })

  it('accepts 50 protocols and refuses 51 or a malformed slug among them', () => {
    const slugs = Array.from({ length: 51 }, (_, i) => `p${i}`)
    expect(fromUrl(`protocol=${slugs.slice(0, 50).join(',')}`).params.protocol?.split(',')).toHaveLength(50)
    expect(fromUrl(`protocol=${slugs.join(',')}`).invalid.map((issue) => issue.param)).toEqual(['protocol'])
    expect(fromUrl('protocol=aave,Not A Slug').invalid.map((issue) => issue.param)).toEqual(['protocol'])
    expect(alertListParams.parseStrict(new URLSearchParams('protocol=,,'))).toMatchObject({ ok: false, issue: { param: 'protocol' } })
  })

  it('drops malformed dates', () => {
    const { params, invalid } = fromUrl('detected_at_gte=last-week&detected_at_lte=2026-02-30')
    expect(params).toEqual({})
    expect(invalid.map((issue) => issue.param).toSorted()).toEqual(['detected_at_gte', 'detected_at_lte'])
  })
})
