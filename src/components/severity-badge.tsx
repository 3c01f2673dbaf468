import { normaliseSeverity, severityLabel } from '../lib/severity'
import type { AlertSeverity } from '../api/schemas/alerts'
import './severity-badge.css'

/**
 * One shape per severity, so the level reads without colour (and the text
 * says it anyway): circle, down triangle, diamond, up triangle, octagon.
 */
const SHAPES: Record<AlertSeverity | 'unknown', string> = {
  info: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2Z',
  low: 'M2 4h12L8 13Z',
  medium: 'M8 1.5 14.5 8 8 14.5 1.5 8Z',
  high: 'M8 2 14.5 13.5h-13Z',
  critical: 'M5.5 1.5h5l4 4v5l-4 4h-5l-4-4v-5Z',
  unknown: 'M3 3h10v10H3Z',
}

/** Severity as text plus a shape icon; colour only adds. Unknown severities are shown as they came. */
export function SeverityBadge({ severity }: { severity: string | null | undefined }) {
  const known = normaliseSeverity(severity)
  const key = known ?? 'unknown'
  return (
    <span className={`severity-badge severity-${key}`}>
      <svg className="severity-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d={SHAPES[key]} />
      </svg>
      <span>{severityLabel(severity)}</span>
    </span>
  )
}
