import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CheckOutcome } from '../../../src/features/notifications/run-check'
import { createScheduler, MAX_TIMER_MS, type Clock } from '../../../src/features/notifications/scheduler'
import { forgetLoadedChecks, getChecks } from '../../../src/features/notifications/notification-store'
import { checksScope } from '../../../src/features/notifications/notification-storage'
import type { CheckSettings } from '../../../src/features/notifications/notification-schema'

const HOUR = 60 * 60_000
const scope = checksScope('demo', '')

/** A clock the test moves: timers are kept, and fire only when the test lets time pass. */
function fakeClock(start: number) {
  let now = start
  let timers: Array<{ at: number; run: () => void; id: number }> = []
  let nextId = 1
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++
      timers.push({ at: now + ms, run, id })
      return id
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle)
    },
  }
  return {
    clock,
    /** Jumps the wall clock (a sleeping laptop fires nothing meanwhile). */
    jump: (ms: number) => {
      now += ms
    },
    /** Fires the timers that are due. */
    fireDue: async () => {
      const due = timers.filter((timer) => timer.at <= now)
      timers = timers.filter((timer) => timer.at > now)
      for (const timer of due) timer.run()
      await settle()
    },
    pending: () => timers.map((timer) => timer.at - now),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(settings: Partial<CheckSettings> = {}, { cost = 90, locks = null as Pick<LockManager, 'request'> | null, clockAt = Date.UTC(2026, 11, 1, 9) } = {}) {
  const time = fakeClock(clockAt)
  const runs: number[] = []
  const check = async (): Promise<CheckOutcome> => {
    runs.push(time.clock.now())
    return { found: [], known: {}, seenAlerts: [], listCredits: {}, run: { at: time.clock.now(), items: 14, requests: 2, credits: cost, found: 0, problem: null } }
  }
  const chosen: CheckSettings = { enabled: true, interval_ms: HOUR, daily_budget: 2000, ...settings }
  const make = () =>
    createScheduler({
      context: () => ({ queryClient: new QueryClient(), scope, readTargets: () => [], open: () => undefined }),
      clock: time.clock,
      locks,
      target: new EventTarget(),
      settings: () => chosen,
      check: check as never,
      anyTabVisible: () => Promise.resolve(true),
    })
  return { time, runs, make, chosen }
}

beforeEach(() => forgetLoadedChecks())
afterEach(() => localStorage.clear())

describe('the scheduler', () => {
  it('checks at once when first started, then once an interval, judged by the wall clock', async () => {
    const { time, runs, make } = setup()
    const scheduler = make()
    scheduler.start()
    await settle()
    expect(runs).toHaveLength(1)
    // No timer waits longer than a minute: the clock is read again at least that often.
    expect(Math.max(...time.pending())).toBeLessThanOrEqual(MAX_TIMER_MS)
    for (let minute = 1; minute < 60; minute += 1) {
      time.jump(60_000)
      await time.fireDue()
    }
    expect(runs).toHaveLength(1)
    time.jump(60_000)
    await time.fireDue()
    expect(runs).toHaveLength(2)
    scheduler.stop()
  })

  it('after a sleep of five hours, checks once on waking, not five times', async () => {
    const { time, runs, make } = setup()
    const scheduler = make()
    scheduler.start()
    await settle()
    time.jump(5 * HOUR)
    // The tab becomes visible again before any stretched timer fires.
    await scheduler.wake()
    await time.fireDue()
    expect(runs).toHaveLength(2)
    expect(runs[1]! - runs[0]!).toBe(5 * HOUR)
    scheduler.stop()
  })

  it('stops at the daily budget and starts again the next day', async () => {
    const start = new Date(2026, 11, 1, 9).getTime()
    const { time, runs, make } = setup({ interval_ms: 15 * 60_000, daily_budget: 300 }, { cost: 100, clockAt: start })
    const scheduler = make()
    scheduler.start()
    await settle()
    for (let step = 0; step < 8; step += 1) {
      time.jump(15 * 60_000)
      await scheduler.wake()
    }
    // 100 + 100 + 100 = the budget; a fourth check would cross it.
    expect(runs).toHaveLength(3)
    expect(getChecks(scope).spent).toBe(300)
    time.jump(new Date(2026, 11, 2, 0, 0, 1).getTime() - time.clock.now())
    await scheduler.wake()
    expect(runs).toHaveLength(4)
    expect(getChecks(scope).spent).toBe(100)
    scheduler.stop()
  })

  it('"Check now" runs whatever the interval', async () => {
    const { runs, make } = setup()
    const scheduler = make()
    scheduler.start()
    await settle()
    await scheduler.checkNow()
    expect(runs).toHaveLength(2)
    scheduler.stop()
  })

  it('does nothing while checks are off', async () => {
    const { runs, make } = setup({ enabled: false })
    const scheduler = make()
    scheduler.start()
    await scheduler.wake()
    expect(runs).toHaveLength(0)
    scheduler.stop()
  })

  it('two tabs: one check between them (Web Locks), the other sees it stored and waits', async () => {
    const held = new Set<string>()
    // The Web Locks API's ifAvailable: a held lock answers null at once.
    const locks: Pick<LockManager, 'request'> = {
      request: (async (name: string, options: LockOptions, work: (lock: Lock | null) => Promise<unknown>) => {
        if (held.has(name) && options.ifAvailable) return work(null)
        held.add(name)
        try {
          return await work({ name, mode: 'exclusive' } as Lock)
        } finally {
          held.delete(name)
        }
      }) as LockManager['request'],
    }
    const { runs, make } = setup({}, { locks })
    const first = make()
    const second = make()
    first.start()
    second.start()
    await settle()
    await settle()
    expect(runs).toHaveLength(1)
    first.stop()
    second.stop()
  })

  it('two tabs without Web Locks: the storage lease lets one check', async () => {
    const { runs, make } = setup()
    const first = make()
    const second = make()
    first.start()
    second.start()
    await settle()
    await settle()
    expect(runs).toHaveLength(1)
    first.stop()
    second.stop()
    // The lease is given back after the check.
    expect(localStorage.getItem('ratings-dashboard:notification-check-lease')).toBeNull()
  })
})
