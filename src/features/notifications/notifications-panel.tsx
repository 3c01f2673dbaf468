import { Link } from 'react-router-dom'
import { Dialog } from '../../components/dialog/dialog'
import { formatDateTime } from '../../lib/format'
import { SETTINGS_PATH } from '../../lib/paths'
import type { AppNotification } from './notification-schema'
import { notifiedItemPath } from './notification-paths'
import { markAllRead } from './notification-store'
import type { ChecksScope } from './notification-storage'

/** The stored notifications, newest first, each with its item's link; unread ones say so in words. */
export function NotificationsPanel({ scope, notifications, onClose }: { scope: ChecksScope; notifications: readonly AppNotification[]; onClose: () => void }) {
  const unread = notifications.filter((notification) => !notification.read).length
  return (
    <Dialog title="Notifications" onClose={onClose} className="notifications-dialog" closeOnBackdrop>
      {notifications.length === 0 ? (
        <p>
          No notifications yet. Turn on background checks in{' '}
          <Link to={SETTINGS_PATH} onClick={onClose}>
            Settings
          </Link>{' '}
          to hear when a watched or held rating changes.
        </p>
      ) : (
        <>
          <p className="notifications-summary">{unread === 0 ? 'All read.' : `${unread} unread of ${notifications.length}.`}</p>
          <ol className="notification-list">
            {notifications.map((notification) => (
              <li key={notification.id} className={notification.read ? 'notification' : 'notification is-unread'}>
                <p className="notification-head">
                  {!notification.read && <span className="notification-unread">Unread</span>}
                  <Link to={notifiedItemPath(notification.item)} onClick={onClose}>
                    {notification.item.name}
                  </Link>
                </p>
                <p className="notification-text">{notification.text}</p>
                <p className="notification-time">
                  Found <time dateTime={notification.found_at}>{formatDateTime(notification.found_at)}</time>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="button-row">
        <button type="button" className="primary" aria-disabled={unread === 0} onClick={() => unread > 0 && markAllRead(scope)}>
          Mark all as read
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {unread === 0 && notifications.length > 0 ? 'All notifications are marked as read.' : ''}
      </p>
    </Dialog>
  )
}
