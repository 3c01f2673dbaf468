import { describe, expect, it } from 'vitest'
import {
  DETECTED_PRESETS,
  detectedChoiceOf,
  detectedPresetStart,
  detectedRangeFor,
  utcDate,
  withDetectedBound,
} from '../../../src/features/alerts/detected-range'

// A fixed "now" late in a UTC day, so a time-zone slip would show as a wrong date.
const NOW = new Date('2026-03-10T22:30:00Z')

describe('detected date presets', () => {
  it.each([
    ['24h', '2026-03-09'],
    ['7d', '2026-03-03'],
    ['30d', '2026-02-08'],
    ['90d', '2025-12-10'],
  ] as const)('%s starts on %s', (id, start) => {
    expect(detectedPresetStart(id, NOW)).toBe(start)
  })

  it('offers the four presets in order', () => {
    expect(DETECTED_PRESETS.map((preset) => preset.label)).toEqual(['Last 24 hours', 'Last 7 days', 'Last 30 days', 'Last 90 days'])
  })

  it('writes only the start date for a preset and clears the end', () => {
    expect(detectedRangeFor('7d', { detected_at_gte: '2026-01-01', detected_at_lte: '2026-01-31' }, NOW)).toEqual({
      detected_at_gte: '2026-03-03',
      detected_at_lte: undefined,
    })
  })

  it('clears both dates for "any time" and keeps them for "custom"', () => {
    const range = { detected_at_gte: '2026-01-01', detected_at_lte: '2026-01-31' }
    expect(detectedRangeFor('any', range, NOW)).toEqual({ detected_at_gte: undefined, detected_at_lte: undefined })
    expect(detectedRangeFor('custom', range, NOW)).toEqual(range)
  })

  it.each([
    [{}, 'any'],
    [{ detected_at_gte: '2026-03-09' }, '24h'],
    [{ detected_at_gte: '2026-03-03' }, '7d'],
    [{ detected_at_gte: '2026-02-08' }, '30d'],
    [{ detected_at_gte: '2025-12-10' }, '90d'],
    // a preset's start with an end date, or an old shared link, is a custom range
    [{ detected_at_gte: '2026-03-03', detected_at_lte: '2026-03-05' }, 'custom'],
    [{ detected_at_gte: '2026-03-02' }, 'custom'],
    [{ detected_at_lte: '2026-03-05' }, 'custom'],
  ] as const)('recognises %o as %s', (range, choice) => {
    expect(detectedChoiceOf(range, NOW)).toBe(choice)
  })

  it('round-trips every preset through the URL dates', () => {
    for (const preset of DETECTED_PRESETS) {
      expect(detectedChoiceOf(detectedRangeFor(preset.id, {}, NOW), NOW)).toBe(preset.id)
    }
  })

  it('uses the UTC calendar date', () => {
    expect(utcDate(new Date('2026-03-10T23:59:59Z'))).toBe('2026-03-10')
    expect(utcDate(new Date('2026-03-11T00:00:00+02:00'))).toBe('2026-03-10')
  })
})

describe('hand-typed detected range', () => {
  it('sets one end and keeps the other', () => {
    expect(withDetectedBound({ detected_at_lte: '2026-03-05' }, 'from', '2026-03-01')).toEqual({
      detected_at_gte: '2026-03-01',
      detected_at_lte: '2026-03-05',
    })
    expect(withDetectedBound({ detected_at_gte: '2026-03-01' }, 'to', undefined)).toEqual({
      detected_at_gte: '2026-03-01',
      detected_at_lte: undefined,
    })
  })

  it('never produces a crossed range: the other end moves along', () => {
    expect(withDetectedBound({ detected_at_gte: '2026-03-01', detected_at_lte: '2026-03-05' }, 'from', '2026-03-09')).toEqual({
      detected_at_gte: '2026-03-09',
      detected_at_lte: '2026-03-09',
    })
    expect(withDetectedBound({ detected_at_gte: '2026-03-05', detected_at_lte: '2026-03-09' }, 'to', '2026-03-01')).toEqual({
      detected_at_gte: '2026-03-01',
      detected_at_lte: '2026-03-01',
    })
  })
})
