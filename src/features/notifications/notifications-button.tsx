import { Suspense, lazy, useState } from 'react'
import { checksScope } from './notification-storage'
import { unreadCount, useChecks } from './notification-store'
import './notifications.css'

const loadPanel = () => import('./notifications-panel')
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }))

/**
 * The header's "Notifications" button, its name carrying the unread count
 * ("Notifications, 3 unread"). The count is this device's stored list, which
 * a check in any tab updates: it never asks the API.
 */
export function NotificationsButton({ mode, baseUrl }: { mode: 'demo' | 'live'; baseUrl: string }) {
  const scope = checksScope(mode, baseUrl)
  const state = useChecks(scope)
  const [open, setOpen] = useState(false)
  const unread = unreadCount(state)
  // Spelled out once, holding the visible words in order ("Notifications 3") for speech input (WCAG 2.5.3).
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
  return (
    <>
      <button
        type="button"
        className="notifications-button"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg className="notifications-bell" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.5A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0Z" fill="currentColor" />
        </svg>
        {/* The bell and the count show; the name is read (the header's row has no room for the word beside the search). */}
        <span className="visually-hidden">Notifications</span>
        {unread > 0 && (
          <span className="nav-badge notifications-count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel scope={scope} notifications={state.notifications} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
