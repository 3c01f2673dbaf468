/**
 * Where the device keeps the checks' settings. Its own module so start-up
 * code can see whether checks are on without loading their schemas.
 */
export const CHECK_SETTINGS_KEY = 'notification-settings'

/** True when the stored settings have checks on; anything unreadable is off. */
export function checksOnInStored(raw: string | null): boolean {
  if (raw === null) return false
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && 'enabled' in value && value.enabled === true
  } catch {
    return false
  }
}
