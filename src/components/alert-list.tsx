import type { ReactNode } from 'react'
import type { Alert } from '../api/schemas/alerts'
import { formatDateTime, formatRelative } from '../lib/format'
import { SeverityBadge } from './severity-badge'
import './alert-list.css'

/** A short list of alerts, newest first: severity (as text), title, what it concerns, and when. */
export function AlertList({ alerts, subject }: { alerts: readonly Alert[]; subject?: (alert: Alert) => ReactNode }) {
  return (
    <ul className="alert-list">
      {alerts.map((alert) => (
        <li key={alert.id}>
          <SeverityBadge severity={alert.severity} />
          <span>
            {alert.title}
            {subject && (
              <>
                {' · '}
                {subject(alert)}
              </>
            )}
          </span>
          <time dateTime={alert.detected_at ?? undefined} title={formatDateTime(alert.detected_at)}>
            {formatRelative(alert.detected_at)}
          </time>
        </li>
      ))}
    </ul>
  )
}
