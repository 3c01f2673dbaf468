import { describe, expect, it } from 'vitest'
import type { ListPage } from '../../../src/api/client'
import { validateIsoDate } from '../../../src/components/filters/date-range-filter'
import { invalidParamsText } from '../../../src/components/filters/invalid-params-notice'
import { parseBound } from '../../../src/components/filters/number-range-filter'
import { pageStatusText } from '../../../src/components/list/pagination'

function page(count: number, offset: number, total: number | null, limit = 25): ListPage<number> {
  return {
    items: Array.from({ length: count }, (_, i) => i),
    pagination: total === null ? null : { total_count: total, limit, offset },
    limit,
    offset,
  }
}

describe('pageStatusText', () => {
  it('names the rows on screen and the total', () => {
    expect(pageStatusText(page(25, 25, 312))).toBe('Showing 26–50 of 312')
    expect(pageStatusText(page(12, 300, 312))).toBe('Showing 301–312 of 312')
    expect(pageStatusText(page(25, 1000, 12_345))).toBe('Showing 1,001–1,025 of 12,345')
  })
  it('leaves the total out when the API gives none', () => {
    expect(pageStatusText(page(25, 25, null))).toBe('Showing 26–50')
  })
  it('says when a page is empty or not there yet', () => {
    expect(pageStatusText(page(0, 0, null))).toBe('No rows')
    expect(pageStatusText(page(0, 400, 312))).toBe('No rows (of 312)')
    expect(pageStatusText(undefined)).toBe('Loading…')
  })
})

describe('invalidParamsText', () => {
  it('names each ignored parameter with its value', () => {
    expect(invalidParamsText([{ param: 'limit', value: '-3', message: 'x' }])).toBe('Ignored invalid parameter: limit=-3')
    expect(
      invalidParamsText([
        { param: 'tvl_gte', value: 'abc', message: 'x' },
        { param: 'order', value: 'sideways', message: 'x' },
      ]),
    ).toBe('Ignored invalid parameters: tvl_gte=abc, order=sideways')
  })
})

describe('parseBound (typed range bounds)', () => {
  it.each([
    ['1500000', 1_500_000],
    ['1.5M', 1_500_000],
    ['2B', 2_000_000_000],
    ['2b', 2_000_000_000],
    ['250k', 250_000],
    ['1,500,000', 1_500_000],
    ['$3m', 3_000_000],
    ['5.2', 5.2],
    ['0', 0],
  ])('%s → %d', (text, value) => {
    expect(parseBound(text)).toBe(value)
  })

  it('explains what is wrong instead of guessing', () => {
    expect(parseBound('lots')).toMatch(/Enter a number/)
    expect(parseBound('-5')).toMatch(/0 or more/)
    expect(parseBound('1.5', true)).toMatch(/whole number/)
    expect(parseBound('1.5k', true)).toBe(1500)
  })
})

describe('validateIsoDate', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(validateIsoDate('2024-02-29')).toBeNull()
    expect(validateIsoDate('2023-02-29')).toMatch(/real date/)
    expect(validateIsoDate('2024-13-01')).toMatch(/real date/)
    expect(validateIsoDate('01/02/2024')).toMatch(/YYYY-MM-DD/)
  })
})
