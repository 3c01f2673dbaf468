import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatInteger,
  formatPercent,
  formatRelative,
  formatUsdCompact,
  formatUsdFull,
  parseNumberShorthand,
  shortenAddress,
} from '../../../src/lib/format'

describe('number formatting', () => {
  it.each([
    [1_234_567_890, '$1.23B'],
    [950_000, '$950.00K'],
    [12, '$12.00'],
    [null, '–'],
    [Number.NaN, '–'],
  ])('formatUsdCompact(%s) = %s', (value, text) => {
    expect(formatUsdCompact(value)).toBe(text)
  })

  it('formats full USD, percent and integers for people', () => {
    expect(formatUsdFull(1234567.891)).toBe('$1,234,567.89')
    expect(formatPercent(5.2)).toBe('5.20%')
    expect(formatPercent(undefined)).toBe('–')
    expect(formatInteger(12345)).toBe('12,345')
  })
})

describe('dates', () => {
  it('reads YYYY-MM-DD as a calendar date without a time-zone shift', () => {
    expect(formatDate('2026-01-31', 'en-US')).toBe('Jan 31, 2026')
    expect(formatDate(null)).toBe('–')
    expect(formatDate('soon')).toBe('soon')
  })

  it('says relative times against an injected now', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(formatRelative('2026-11-22T09:00:00Z', now, 'en')).toBe('3 hours ago')
    expect(formatRelative('2026-11-20T12:00:00Z', now, 'en')).toBe('2 days ago')
    expect(formatRelative(null, now)).toBe('–')
  })
})

describe('parseNumberShorthand', () => {
  it.each([
    ['1500000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['1.5M', 1_500_000],
    ['1.5m', 1_500_000],
    ['2B', 2_000_000_000],
    ['250k', 250_000],
    ['$3.2b', 3_200_000_000],
    ['0.5', 0.5],
    ['abc', null],
    ['1.5X', null],
    ['', null],
  ])('%s → %s', (input, value) => {
    expect(parseNumberShorthand(input)).toBe(value)
  })
})

describe('shortenAddress', () => {
  it('keeps the head and tail of long addresses', () => {
    expect(shortenAddress('0x4d5F47FA6A74757f35C14fD3a6Ef8E3C9BC514E8')).toBe('0x4d5F…14E8')
    expect(shortenAddress('0xabc')).toBe('0xabc')
  })
})
