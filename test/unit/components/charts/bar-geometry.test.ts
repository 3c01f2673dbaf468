import { describe, expect, it } from 'vitest'
import { columnCentre, groupedBarSlots, percent, scorePercent, scoreTicks } from '../../../../src/components/charts/bar-geometry'

describe('bar geometry of the product charts', () => {
  it('puts gridlines at the quarters of the axis', () => {
    expect(scoreTicks(100)).toEqual([0, 25, 50, 75, 100])
    expect(scoreTicks(120)).toEqual([0, 30, 60, 90, 120])
  })

  it('turns a score into its share of the axis, clamped, and no score into null', () => {
    expect(scorePercent(62, 100)).toBe(62)
    expect(scorePercent(60, 120)).toBe(50)
    expect(scorePercent(130, 100)).toBe(100)
    expect(scorePercent(-5, 100)).toBe(0)
    expect(scorePercent(null, 100)).toBeNull()
    expect(scorePercent(Number.NaN, 100)).toBeNull()
    expect(scorePercent(50, 0)).toBeNull()
  })

  it('writes SVG percentages without long fractions', () => {
    expect(percent(100 / 3)).toBe('33.333%')
    expect(percent(40)).toBe('40%')
  })

  it('centres each column’s bars in its column, side by side, inside the band', () => {
    const slots = groupedBarSlots(3, 2, 10)
    expect(slots).toHaveLength(3)
    for (const [group, bars] of slots.entries()) {
      expect(bars).toHaveLength(2)
      const [first, second] = bars as [{ x: number; width: number }, { x: number; width: number }]
      expect(second.x).toBeGreaterThan(first.x + first.width)
      const middle = (first.x + second.x + second.width) / 2
      expect(middle).toBeCloseTo(columnCentre(group, 3, 10))
      expect(first.x).toBeGreaterThanOrEqual(10 + group * 30)
      expect(second.x + second.width).toBeLessThanOrEqual(10 + (group + 1) * 30)
    }
    const [single] = groupedBarSlots(1, 1, 0)[0]!
    expect(single!.x + single!.width / 2).toBeCloseTo(50)
  })
})
