import type { QueryClient } from '@tanstack/react-query'
import { readStored, writeStored } from '../../lib/storage'
import { createStore } from '../../lib/store'
import { budgetSpent, msUntilDue, nextLocalMidnight, withSpent } from './check-schedule'
import type { ReadTargets } from './check-targets'
import type { AppNotification, CheckSettings } from './notification-schema'
import { checkSettingsStore, getChecks, updateChecks, withNotifications } from './notification-store'
import type { ChecksScope } from './notification-storage'
import { runCheck } from './run-check'
import { showSystemNotifications, visibilityPoll } from './system-notifications'

/*
 * The one scheduler of background checks, per tab. Every tab runs one; the
 * Web Locks API lets only one of them check at a time (a localStorage lease
 * where the API is missing), and the results travel to the others through
 * storage (notification-store.ts). Due-ness is wall-clock arithmetic against
 * the last check's stored time, re-judged on every wake: a timer (at most a
 * minute, since browsers stretch or stop a sleeping or hidden tab's timers),
 * the tab becoming visible, the window gaining focus, the network coming back,
 * and Settings turning checks on (app/background-checks.ts).
 */

/** [ours] The longest a timer waits before the clock is read again. */
export const MAX_TIMER_MS = 60_000
/** [ours] A lease older than this belonged to a tab that went away mid-check. */
export const LEASE_MS = 2 * 60_000
const LOCK_NAME = 'ratings-dashboard:background-check'
const LEASE_KEY = 'notification-check-lease'

export interface SchedulerContext {
  queryClient: QueryClient
  scope: ChecksScope
  readTargets: ReadTargets
  /** Brings the dashboard to a page (a system notification's click). */
  open: (path: string) => void
}

export interface Clock {
  now: () => number
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export interface SchedulerDeps {
  context: () => SchedulerContext
  clock?: Clock
  /** Null: the browser has no Web Locks (the lease is used). */
  locks?: Pick<LockManager, 'request'> | null
  /** Events that should make the scheduler look at the clock again. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null
  settings?: () => CheckSettings
  /** Defaults to runCheck; injectable for the scheduling tests. */
  check?: typeof runCheck
  tabId?: string
  anyTabVisible?: () => Promise<boolean>
}

/** What this tab's Settings section shows while a check runs and after it. */
export interface CheckActivity {
  running: boolean
  /** The outcome of the last check this tab ran itself, in words. */
  message: string | null
}
export const checkActivity = createStore<CheckActivity>({ running: false, message: null })

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

function foundText(found: number): string {
  return found === 0 ? 'nothing new' : `${found} ${found === 1 ? 'change' : 'changes'}`
}

/** The stored lease; an unreadable value is nobody's. */
function leaseOf(raw: string | null): { owner?: unknown; until?: unknown } | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null
    return typeof value === 'object' && value !== null ? value : null
  } catch {
    return null
  }
}

export function createScheduler(deps: SchedulerDeps) {
  const clock = deps.clock ?? systemClock
  const locks = deps.locks === undefined ? (globalThis.navigator?.locks ?? null) : deps.locks
  const target = deps.target === undefined ? globalThis : deps.target
  const settings = deps.settings ?? checkSettingsStore.get
  const check = deps.check ?? runCheck
  const tabId = deps.tabId ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  const poll = deps.anyTabVisible ? null : typeof document === 'undefined' ? null : visibilityPoll(tabId)
  const anyTabVisible = deps.anyTabVisible ?? poll?.anyTabVisible ?? (() => Promise.resolve(true))
  let timer: unknown = null
  let stopped = true

  /** Runs `work` if this tab may check now: the lock, or else the lease. `wait`: queue behind another tab's check (a person's "Check now"). */
  async function exclusively(wait: boolean, work: () => Promise<void>): Promise<boolean> {
    if (locks) {
      return locks.request(LOCK_NAME, { ifAvailable: !wait }, async (lock) => {
        if (!lock) return false
        await work()
        return true
      })
    }
    const now = clock.now()
    const raw = readStored('local', LEASE_KEY)
    const lease = leaseOf(raw)
    if (lease && lease.owner !== tabId && typeof lease.until === 'number' && lease.until > now) return false
    writeStored('local', LEASE_KEY, JSON.stringify({ owner: tabId, until: now + LEASE_MS }))
    // Two tabs may have written at once: the one whose write stayed goes ahead.
    if (readStored('local', LEASE_KEY) !== JSON.stringify({ owner: tabId, until: now + LEASE_MS })) return false
    try {
      await work()
      return true
    } finally {
      writeStored('local', LEASE_KEY, null)
    }
  }

  let checking = false
  async function checkOnce(found: AppNotification[]): Promise<void> {
    // This tab's own second caller (a wake during "Check now") waits for the next wake instead of checking twice.
    if (checking) return
    checking = true
    try {
      await checkOnceNow(found)
    } finally {
      checking = false
    }
  }

  async function checkOnceNow(found: AppNotification[]): Promise<void> {
    const context = deps.context()
    checkActivity.set({ running: true, message: null })
    try {
      const outcome = await check(context.queryClient, context.readTargets(), getChecks(context.scope), { now: clock.now })
      const at = clock.now()
      updateChecks(context.scope, (state) => ({
        ...withSpent(state, outcome.run.credits ?? 0, at),
        known: outcome.known,
        seen_alerts: outcome.seenAlerts,
        list_credits: outcome.listCredits,
        last_run: outcome.run,
        notifications: withNotifications(state.notifications, outcome.found),
      }))
      found.push(...outcome.found)
      const cost = outcome.run.requests === 0 ? 'no request' : `${outcome.run.requests} ${outcome.run.requests === 1 ? 'request' : 'requests'}, ${outcome.run.credits ?? 'unreported'} credits`
      checkActivity.set({ running: false, message: `Checked ${outcome.run.items} ${outcome.run.items === 1 ? 'item' : 'items'}: ${foundText(outcome.found.length)} (${cost}).${outcome.run.problem ? ` ${outcome.run.problem}` : ''}` })
    } catch (error) {
      checkActivity.set({ running: false, message: `The check failed: ${error instanceof Error ? error.message : String(error)}` })
    }
  }

  async function tell(found: readonly AppNotification[]): Promise<void> {
    if (found.length === 0) return
    if (await anyTabVisible()) return
    showSystemNotifications(found, deps.context().open)
  }

  function schedule(ms: number): void {
    if (timer !== null) clock.clearTimeout(timer)
    timer = stopped ? null : clock.setTimeout(() => void wake(), Math.min(ms, MAX_TIMER_MS))
  }

  /** Looks at the clock: checks when due (and the budget allows), then sets the next timer. */
  async function wake(): Promise<void> {
    timer = null
    const chosen = settings()
    if (stopped || !chosen.enabled) return
    const { scope } = deps.context()
    const now = clock.now()
    const state = getChecks(scope)
    if (budgetSpent(state, chosen, now)) return schedule(nextLocalMidnight(now) - now)
    const wait = msUntilDue(state.last_run?.at ?? null, chosen.interval_ms, now)
    if (wait > 0) return schedule(wait)
    const found: AppNotification[] = []
    await exclusively(false, async () => {
      // Another tab may have checked while this one waited for the lock: judge again from what it stored.
      const latest = getChecks(scope)
      if (msUntilDue(latest.last_run?.at ?? null, chosen.interval_ms, clock.now()) > 0 || budgetSpent(latest, chosen, clock.now())) return
      await checkOnce(found)
    })
    await tell(found)
    schedule(chosen.interval_ms)
  }

  const onWake = () => void wake()
  const events = ['visibilitychange', 'focus', 'online', 'pageshow'] as const

  return {
    start(): void {
      if (!stopped) return
      stopped = false
      for (const name of events) target?.addEventListener(name, onWake)
      void wake()
    },
    stop(): void {
      stopped = true
      for (const name of events) target?.removeEventListener(name, onWake)
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      poll?.close()
    },
    /** "Check now": one check at once, whatever the interval and the budget (a person asked), after any other tab's. */
    async checkNow(): Promise<void> {
      const found: AppNotification[] = []
      await exclusively(true, () => checkOnce(found))
      await tell(found)
      if (!stopped) schedule(settings().interval_ms)
    },
    wake,
  }
}

export type CheckScheduler = ReturnType<typeof createScheduler>
