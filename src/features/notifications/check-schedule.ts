import type { CheckRun, CheckSettings, StoredChecks } from './notification-schema'

/*
 * When a check is due and whether the day's budget allows it: plain
 * functions of the wall clock (`now`, epoch ms), never of counted ticks, so a
 * laptop that slept for hours checks once when it wakes, not once per missed tick.
 */

/** The local calendar day of `now`, `YYYY-MM-DD`: "until tomorrow" is the person's tomorrow. */
export function localDay(now: number): string {
  const date = new Date(now)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Credits spent on checks today (a stored figure from another day counts nothing). */
export function spentToday(state: Pick<StoredChecks, 'budget_day' | 'spent'>, now: number): number {
  return state.budget_day === localDay(now) ? state.spent : 0
}

/** What the next check will probably cost: the last one's reported credits (0 before any). */
export function nextCheckEstimate(lastRun: CheckRun | null): number {
  return lastRun?.credits ?? 0
}

/** True when the next check would take today's spending past the budget: checks wait for tomorrow. */
export function budgetSpent(state: Pick<StoredChecks, 'budget_day' | 'spent' | 'last_run'>, settings: Pick<CheckSettings, 'daily_budget'>, now: number): boolean {
  const spent = spentToday(state, now)
  return spent >= settings.daily_budget || spent + nextCheckEstimate(state.last_run) > settings.daily_budget
}

/** The state after a check that cost `credits`: today's spending grows, a new day starts from zero. */
export function withSpent<T extends Pick<StoredChecks, 'budget_day' | 'spent'>>(state: T, credits: number, now: number): T {
  return { ...state, budget_day: localDay(now), spent: spentToday(state, now) + credits }
}

/** Milliseconds until the next check is due (0: due now). A clock set back (last check "in the future") counts as due. */
export function msUntilDue(lastCheckAt: number | null, intervalMs: number, now: number): number {
  if (lastCheckAt === null || lastCheckAt > now) return 0
  return Math.max(0, lastCheckAt + intervalMs - now)
}

/** Local midnight after `now`: when a spent budget is whole again. */
export function nextLocalMidnight(now: number): number {
  const date = new Date(now)
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime()
}

/** Checks a day at an interval: 24 every hour, 96 every 15 minutes. */
export function checksPerDay(intervalMs: number): number {
  return Math.max(1, Math.round((24 * 60 * 60_000) / intervalMs))
}
