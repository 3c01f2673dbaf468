/** Alert severities the contract names, least severe first. */
export const ALERT_SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]
