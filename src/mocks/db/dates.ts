/** Date helpers in UTC: the contract's dates are calendar days (`YYYY-MM-DD`), its timestamps ISO 8601 UTC. */
export const DAY_MS = 86_400_000

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

export function isoTimestamp(ms: number): string {
  return new Date(ms).toISOString()
}

/** `YYYY-MM-DD` → days since the epoch, or NaN (used as a numeric sort key). */
export function dayNumber(day: string | null | undefined): number {
  if (!day) return Number.NaN
  const ms = Date.parse(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(ms) ? Number.NaN : ms / DAY_MS
}
