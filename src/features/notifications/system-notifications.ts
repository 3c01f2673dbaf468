import type { AppNotification } from './notification-schema'
import { notifiedItemPath } from './notification-paths'

/*
 * The browser's own notifications, opt-in: permission is asked only from the
 * "Allow browser notifications" button, and one is shown only when no tab of
 * the dashboard is visible (a visible tab shows the header's count already).
 * Their text is the item and what changed: never the key, never a request.
 */

export type NotificationPermissionState = NotificationPermission | 'unsupported'

export function systemPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

export async function askSystemPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported'
  return Notification.requestPermission()
}

const CHANNEL = 'ratings-dashboard:tabs'
/** [ours] How long the checking tab waits for another tab to say it is visible. */
export const VISIBILITY_REPLY_MS = 150

type TabMessage = { type: 'visible?'; asker: string } | { type: 'visible'; asker: string }

/**
 * Answers other tabs' "is any tab visible?" while this one is. Returns the
 * function that asks (true when this tab or another one is visible) and one
 * that stops answering.
 */
export function visibilityPoll(tabId: string) {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  const waiting = new Set<() => void>()
  // A BroadcastChannel reaches only this origin's tabs: it has no target origin to give.
  const send = (message: TabMessage) => channel?.postMessage(message) // oxlint-disable-line unicorn/require-post-message-target-origin
  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    const message = event.data
    if (message.type === 'visible?' && message.asker !== tabId && document.visibilityState === 'visible') send({ type: 'visible', asker: message.asker })
    if (message.type === 'visible' && message.asker === tabId) for (const resolve of waiting) resolve()
  })
  return {
    anyTabVisible: (): Promise<boolean> => {
      if (document.visibilityState === 'visible') return Promise.resolve(true)
      if (!channel) return Promise.resolve(false)
      return new Promise((resolve) => {
        const yes = () => finish(true)
        const timer = setTimeout(() => finish(false), VISIBILITY_REPLY_MS)
        function finish(answer: boolean) {
          clearTimeout(timer)
          waiting.delete(yes)
          resolve(answer)
        }
        waiting.add(yes)
        send({ type: 'visible?', asker: tabId })
      })
    },
    close: () => channel?.close(),
  }
}

/** Shows each found change as a system notification; clicking one brings this tab forward on the item's page. */
export function showSystemNotifications(found: readonly AppNotification[], open: (path: string) => void): number {
  if (systemPermission() !== 'granted') return 0
  for (const notification of found.slice(0, 5)) {
    const shown = new Notification(notification.item.name, { body: notification.text, tag: notification.id })
    shown.addEventListener('click', () => {
      globalThis.focus?.()
      open(notifiedItemPath(notification.item))
      shown.close()
    })
  }
  return Math.min(found.length, 5)
}
