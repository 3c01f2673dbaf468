import { describe, expect, it } from 'vitest'
import { budgetSpent, checksPerDay, localDay, msUntilDue, nextLocalMidnight, spentToday, withSpent } from '../../../src/features/notifications/check-schedule'
import type { CheckRun } from '../../../src/features/notifications/notification-schema'

const HOUR = 60 * 60_000
const at = (text: string) => new Date(text).getTime()
const run = (credits: number | null): CheckRun => ({ at: 0, items: 14, requests: 3, credits, found: 0, problem: null })

describe('msUntilDue: wall-clock intervals', () => {
  it('is due at once before any check', () => expect(msUntilDue(null, HOUR, at('2026-12-01T10:00:00'))).toBe(0))
  it('waits out the rest of the interval', () => expect(msUntilDue(at('2026-12-01T10:00:00'), HOUR, at('2026-12-01T10:45:00'))).toBe(15 * 60_000))
  it('is due exactly at the interval', () => expect(msUntilDue(at('2026-12-01T10:00:00'), HOUR, at('2026-12-01T11:00:00'))).toBe(0))
  it('after a laptop slept for five hours: due once, now (no backlog of missed ticks)', () => {
    const last = at('2026-12-01T10:00:00')
    expect(msUntilDue(last, HOUR, at('2026-12-01T15:00:00'))).toBe(0)
    // Once that one check has run, the next is an interval after it, not after the missed ones.
    expect(msUntilDue(at('2026-12-01T15:00:00'), HOUR, at('2026-12-01T15:00:01'))).toBe(HOUR - 1000)
  })
  it('a clock set back (last check in the future) is due rather than waiting for hours', () =>
    expect(msUntilDue(at('2026-12-01T18:00:00'), HOUR, at('2026-12-01T10:00:00'))).toBe(0))
})

describe('the daily budget', () => {
  const today = at('2026-12-01T12:00:00')
  const state = (spent: number, day: string | null, credits: number | null = 90) => ({ spent, budget_day: day, last_run: run(credits) })

  it('counts only today’s spending', () => {
    expect(spentToday(state(1500, localDay(today)), today)).toBe(1500)
    expect(spentToday(state(1500, '2026-11-30'), today)).toBe(0)
  })
  it('adds a check’s credits to today, and starts a new day from zero', () => {
    expect(withSpent(state(1500, localDay(today)), 90, today)).toMatchObject({ spent: 1590, budget_day: localDay(today) })
    expect(withSpent(state(1500, '2026-11-30'), 90, today)).toMatchObject({ spent: 90, budget_day: localDay(today) })
  })
  it.each([
    ['well within', 1000, 90, false],
    ['the next check lands exactly on the budget', 1910, 90, false],
    ['the next check would cross it', 1911, 90, true],
    ['spent in full', 2000, 0, true],
    ['nothing known of a check’s cost yet', 0, null, false],
  ])('%s', (_name, spent, lastCost, paused) => {
    expect(budgetSpent(state(spent, localDay(today), lastCost), { daily_budget: 2000 }, today)).toBe(paused)
  })
  it('a spent budget is whole again the next day', () => {
    const spentYesterday = state(2000, localDay(today))
    expect(budgetSpent(spentYesterday, { daily_budget: 2000 }, nextLocalMidnight(today))).toBe(false)
    expect(nextLocalMidnight(today)).toBe(at('2026-12-02T00:00:00'))
  })
  it('checks a day at each interval', () => {
    expect([15 * 60_000, HOUR, 6 * HOUR, 24 * HOUR].map(checksPerDay)).toEqual([96, 24, 4, 1])
  })
})
