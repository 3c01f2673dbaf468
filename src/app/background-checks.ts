import type { QueryClient } from '@tanstack/react-query'
import { checksScope } from '../features/notifications/notification-storage'
import { createScheduler, type CheckScheduler, type SchedulerContext } from '../features/notifications/scheduler'
import { checkTargetsOf } from './check-targets'

/*
 * The tab's one scheduler of background checks, loaded (a chunk of its own)
 * after the first render when checks are on, or when Settings turns them on
 * or asks for a check. The shell keeps its context current.
 */

/** What the shell hands over of this tab: its cache, its connection, and a way to open a page. */
export interface TabContext {
  queryClient: QueryClient
  mode: 'demo' | 'live'
  baseUrl: string
  open: (path: string) => void
}

let scheduler: CheckScheduler | null = null
let context: SchedulerContext | null = null

function contextOf(tab: TabContext): SchedulerContext {
  return { queryClient: tab.queryClient, scope: checksScope(tab.mode, tab.baseUrl), readTargets: checkTargetsOf(tab.mode, tab.baseUrl), open: tab.open }
}

export function startBackgroundChecks(tab: TabContext): CheckScheduler {
  context = contextOf(tab)
  if (!scheduler) {
    scheduler = createScheduler({ context: () => context as SchedulerContext })
    scheduler.start()
  } else {
    // Turned on again, another tab turned them on, or the connection changed: look at the clock now.
    void scheduler.wake()
  }
  return scheduler
}

export function checkNow(tab: TabContext): Promise<void> {
  return startBackgroundChecks(tab).checkNow()
}
