import { describe, expect, it } from 'vitest'
import { parseCompareItems } from '../../../src/lib/compare-items'

describe('parseCompareItems', () => {
  it('reads slug:address pairs in order', () => {
    expect(parseCompareItems('aave:0xAbC,rocket-pool:0xdef').items).toEqual([
      { slug: 'aave', address: '0xAbC' },
      { slug: 'rocket-pool', address: '0xdef' },
    ])
  })

  it('is empty for a missing or blank value', () => {
    expect(parseCompareItems(null)).toEqual({ items: [], invalid: [], extra: [], duplicates: 0 })
    expect(parseCompareItems(' , ').items).toEqual([])
  })

  it.each([
    ['no-colon'],
    [':0xabc'],
    ['aave:'],
    ['Aave:0xabc'],
    ['aave:0x abc'],
    ['aave:0xabc:extra'],
    ['-aave:0xabc'],
  ])('reports %j as invalid', (entry) => {
    const parsed = parseCompareItems(`${entry},lido:0x1`)
    expect(parsed.invalid).toEqual([entry])
    expect(parsed.items).toEqual([{ slug: 'lido', address: '0x1' }])
  })

  it('keeps chain-specific address formats', () => {
    const parsed = parseCompareItems('a:cosmos1qpzry9x8,b:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU,c:addr1q9xy')
    expect(parsed.items.map((item) => item.address)).toEqual([
      'cosmos1qpzry9x8',
      '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      'addr1q9xy',
    ])
  })

  it('drops repeats (addresses case-insensitively) and keeps at most four', () => {
    const parsed = parseCompareItems('a:0xAA,a:0xaa,b:0x1,c:0x2,d:0x3,e:0x4')
    expect(parsed.items.map((item) => item.slug)).toEqual(['a', 'b', 'c', 'd'])
    expect(parsed.duplicates).toBe(1)
    expect(parsed.extra).toEqual(['e:0x4'])
  })
})
