import { describe, expect, it } from 'vitest'
import { isCloseCall, judgeRoute, median } from '../../e2e/support/lighthouse-judge.mjs'

describe('median', () => {
  it('takes the middle run, and the lower middle one of an even count', () => {
    expect(median([0.91, 0.82, 0.95])).toBe(0.91)
    expect(median([0.9, 0.8, 0.95, 0.85])).toBe(0.85)
  })
})

describe('judgeRoute against the previous main', () => {
  it('fails a planted regression: a drop of more than 0.03 fails whatever the absolute figure', () => {
    const verdict = judgeRoute({ base: [0.98, 0.97, 0.99], head: [0.94, 0.93, 0.95], floor: 0.9 })
    expect(verdict.ok).toBe(false)
    expect(verdict.drop).toBe(0.04)
    expect(verdict.reason).toContain('dropped 0.04')
  })

  it('fails a drop on a slow machine too, where both builds are under the floor', () => {
    expect(judgeRoute({ base: [0.8, 0.82, 0.81], head: [0.7, 0.75, 0.74], floor: 0.9 }).ok).toBe(false)
  })

  it('passes a drop of exactly 0.03 (floating-point differences do not count) and any gain', () => {
    expect(judgeRoute({ base: [0.93, 0.93, 0.93], head: [0.9, 0.9, 0.9], floor: 0.9 }).ok).toBe(true)
    expect(judgeRoute({ base: [0.8, 0.8, 0.8], head: [0.96, 0.97, 0.95], floor: 0.9 }).ok).toBe(true)
  })

  it('fails a route the change takes under the floor that the previous main reaches, by more than the noise', () => {
    const verdict = judgeRoute({ base: [0.91, 0.92, 0.93], head: [0.89, 0.88, 0.9], floor: 0.9 })
    expect(verdict.ok).toBe(false)
    expect(verdict.drop).toBe(0.03)
    expect(verdict.reason).toContain('under the floor 0.9')
  })

  it('passes, with a note, a route under the floor by a drop within the noise from a previous main at the floor', () => {
    // CI measured the same code 0.90 → 0.90, then 0.90 → 0.88: a base sitting at the floor crosses it on a slow spell.
    const verdict = judgeRoute({ base: [0.9, 0.9, 0.91], head: [0.88, 0.88, 0.89], floor: 0.9 })
    expect(verdict.ok).toBe(true)
    expect(verdict.reason).toContain('within the noise')
    expect(judgeRoute({ base: [0.91, 0.9, 0.92], head: [0.89, 0.88, 0.9], floor: 0.9 }).ok).toBe(true)
  })

  it('passes, with a note, a route under the floor that the previous main misses as well', () => {
    const verdict = judgeRoute({ base: [0.85, 0.84, 0.86], head: [0.86, 0.85, 0.87], floor: 0.9 })
    expect(verdict.ok).toBe(true)
    expect(verdict.reason).toContain('as is the previous main')
  })

  it('judges by the floor alone without base runs', () => {
    expect(judgeRoute({ head: [0.89, 0.88, 0.9], floor: 0.9 }).ok).toBe(false)
    expect(judgeRoute({ head: [0.91, 0.9, 0.95], floor: 0.9 }).ok).toBe(true)
  })
})

describe('isCloseCall', () => {
  it('asks for more runs near the floor or near the largest allowed drop, on either side, not otherwise', () => {
    expect(isCloseCall({ head: [0.91, 0.91, 0.91], floor: 0.9 })).toBe(true)
    expect(isCloseCall({ head: [0.89, 0.89, 0.89], floor: 0.9 })).toBe(true)
    expect(isCloseCall({ head: [0.97, 0.97, 0.97], base: [0.99, 0.99, 0.99], floor: 0.9 })).toBe(true)
    expect(isCloseCall({ head: [0.83, 0.83, 0.83], base: [0.86, 0.86, 0.86], floor: 0.5 })).toBe(true)
    expect(isCloseCall({ head: [0.93, 0.93, 0.93], base: [0.98, 0.98, 0.98], floor: 0.9 })).toBe(true)
    expect(isCloseCall({ head: [0.97, 0.97, 0.97], base: [0.97, 0.96, 0.98], floor: 0.9 })).toBe(false)
    expect(isCloseCall({ head: [0.8, 0.8, 0.8], base: [0.95, 0.95, 0.95], floor: 0.9 })).toBe(false)
  })
})
