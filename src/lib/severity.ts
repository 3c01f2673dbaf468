/** Alert severities the contract names, least severe first. */
export const ALERT_SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]

/** Severities, most severe first: the order people scan a feed in. */
export const SEVERITIES_MOST_SEVERE_FIRST: readonly AlertSeverity[] = ALERT_SEVERITIES.toReversed()

export const SEVERITY_LABELS: Record<AlertSeverity, string> = {
  info: 'Info',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
}

export function isKnownSeverity(value: string | null | undefined): value is AlertSeverity {
  return typeof value === 'string' && (ALERT_SEVERITIES as readonly string[]).includes(value.trim().toLowerCase())
}

/** A known severity in its canonical form, or null (the schema keeps unknown values as text). */
export function normaliseSeverity(value: string | null | undefined): AlertSeverity | null {
  return isKnownSeverity(value) ? (value.trim().toLowerCase() as AlertSeverity) : null
}

/** The label people read: known severities capitalised, unknown ones as they came. */
export function severityLabel(value: string | null | undefined): string {
  const known = normaliseSeverity(value)
  if (known) return SEVERITY_LABELS[known]
  return value?.trim() || 'Unknown'
}
