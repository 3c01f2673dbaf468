import { useStore } from '../../hooks/use-store'
import { createStore } from '../../lib/store'
import { createStoredStores } from '../../lib/stored-stores'
import { NOTIFICATIONS_MAX, type AppNotification, type CheckSettings, type StoredChecks } from './notification-schema'
import { CHECK_SETTINGS_KEY, checksStorageKey, loadCheckSettings, loadChecks, saveCheckSettings, saveChecks, type ChecksScope } from './notification-storage'

/*
 * The checks' state in memory, one store per connection, read from storage on
 * first use and written through on every change. Another tab's write arrives
 * by the storage event (lib/stored-stores.ts), so a check one tab runs shows
 * in every tab at once.
 */
const checks = createStoredStores(loadChecks, checksStorageKey)

export function checksStoreOf(scope: ChecksScope) {
  return checks.of(scope)
}

export function getChecks(scope: ChecksScope): StoredChecks {
  return checksStoreOf(scope).get()
}

/** Saves and shows the change; the state read just before is the base, so two writers in one tab never lose each other's part. */
export function updateChecks(scope: ChecksScope, change: (state: StoredChecks) => StoredChecks): StoredChecks {
  // Read storage again first: another tab may have written since this one last heard of it.
  const store = checksStoreOf(scope)
  const next = change(loadChecks(scope))
  saveChecks(scope, next)
  store.set(next)
  return next
}

/** The newest first, at most NOTIFICATIONS_MAX. */
export function withNotifications(existing: readonly AppNotification[], found: readonly AppNotification[]): AppNotification[] {
  const ids = new Set(found.map((notification) => notification.id))
  return [...found, ...existing.filter((notification) => !ids.has(notification.id))].slice(0, NOTIFICATIONS_MAX)
}

export function markAllRead(scope: ChecksScope): void {
  updateChecks(scope, (state) =>
    state.notifications.some((notification) => !notification.read)
      ? { ...state, notifications: state.notifications.map((notification) => (notification.read ? notification : { ...notification, read: true })) }
      : state,
  )
}

export function unreadCount(state: StoredChecks): number {
  return state.notifications.filter((notification) => !notification.read).length
}

export function useChecks(scope: ChecksScope): StoredChecks {
  return useStore(checksStoreOf(scope))
}

/** The device's settings, one store; other tabs hear of a change by the storage event. */
export const checkSettingsStore = createStore<CheckSettings>(loadCheckSettings())
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null || event.key.endsWith(CHECK_SETTINGS_KEY)) checkSettingsStore.set(loadCheckSettings())
})

export function setCheckSettings(change: Partial<CheckSettings>): CheckSettings {
  const next = { ...checkSettingsStore.get(), ...change }
  saveCheckSettings(next)
  checkSettingsStore.set(next)
  return next
}

export function useCheckSettings(): CheckSettings {
  return useStore(checkSettingsStore)
}

/** Forgets what is in memory (tests): the next read reads storage again. */
export function forgetLoadedChecks(): void {
  checks.forget()
  checkSettingsStore.set(loadCheckSettings())
}
