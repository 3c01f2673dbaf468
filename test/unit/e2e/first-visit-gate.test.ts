import { describe, expect, it } from 'vitest'
import { changePercent, judgeRoute, judgeTry, median } from '../../e2e/support/first-visit-gate.mjs'

describe('median', () => {
  it('takes the middle run, and the lower middle one of an even count', () => {
    expect(median([2100, 1900, 2500, 1800, 2000])).toBe(2000)
    expect(median([2100, 1900, 2500, 1800])).toBe(1900)
  })
})

describe('judgeTry', () => {
  it('fails a head median more than the gate later than the base median', () => {
    const verdict = judgeTry({ base: [2000, 1900, 2100], head: [2400, 2350, 2450], gate: 15 })
    expect(verdict).toMatchObject({ ok: false, baseMedian: 2000, headMedian: 2400 })
    expect(verdict.change).toBeCloseTo(20)
  })

  it('passes a head median exactly at the gate, and any gain', () => {
    expect(judgeTry({ base: [2000, 2000, 2000], head: [2300, 2300, 2300], gate: 15 }).ok).toBe(true)
    expect(judgeTry({ base: [2000, 2000, 2000], head: [1500, 1600, 1700], gate: 15 }).ok).toBe(true)
  })

  it('judges medians, so one slow run on either side does not decide', () => {
    expect(judgeTry({ base: [2000, 2000, 2000, 2000, 2000], head: [2000, 2000, 2000, 9000, 9000], gate: 15 }).ok).toBe(true)
  })
})

describe('judgeRoute over two tries', () => {
  const slower = { base: [2000, 2000, 2000], head: [2500, 2500, 2500] }
  const same = { base: [2000, 2000, 2000], head: [2050, 2000, 2100] }

  it('fails a planted slowdown that holds on both tries', () => {
    const verdict = judgeRoute([slower, slower], 15)
    expect(verdict.ok).toBe(false)
    expect(verdict.reason).toContain('more than 15 % later than the base on all 2 tries')
    expect(verdict.reason).toContain('+25.0 %')
  })

  it('passes, with a note, a route over the gate on the first try only', () => {
    const verdict = judgeRoute([slower, same], 15)
    expect(verdict.ok).toBe(true)
    expect(verdict.reason).toContain('first try only')
  })

  it('passes a route within the gate on one try without a note, and needs a try', () => {
    expect(judgeRoute([same], 15)).toMatchObject({ ok: true, reason: '' })
    expect(() => judgeRoute([], 15)).toThrow()
  })
})

describe('changePercent', () => {
  it('is positive when the head is later, negative when sooner', () => {
    expect(changePercent(2000, 2200)).toBeCloseTo(10)
    expect(changePercent(2000, 1800)).toBeCloseTo(-10)
  })
})
