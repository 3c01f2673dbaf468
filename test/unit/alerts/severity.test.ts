import { describe, expect, it } from 'vitest'
import { SEVERITIES_MOST_SEVERE_FIRST, normaliseSeverity, severityLabel } from '../../../src/lib/severity'

describe('severity helpers', () => {
  it('lists the most severe first', () => {
    expect(SEVERITIES_MOST_SEVERE_FIRST).toEqual(['critical', 'high', 'medium', 'low', 'info'])
  })

  it.each([
    ['critical', 'Critical'],
    [' HIGH ', 'High'],
    ['info', 'Info'],
    ['catastrophic', 'catastrophic'],
    [null, 'Unknown'],
    ['', 'Unknown'],
  ])('labels %o as %s', (value, label) => {
    expect(severityLabel(value)).toBe(label)
  })

  it('normalises only known severities', () => {
    expect(normaliseSeverity('Medium')).toBe('medium')
    expect(normaliseSeverity('severe')).toBeNull()
  })
})
