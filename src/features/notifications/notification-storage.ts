import { readStored, tryWriteStored } from '../../lib/storage'
import { CHECK_SETTINGS_KEY } from './settings-key'
import { DEFAULT_CHECK_SETTINGS, EMPTY_CHECKS, checkSettingsSchema, storedChecksSchema, type CheckSettings, type StoredChecks } from './notification-schema'

/**
 * One list of notifications (and what the checks knew) per connection, like
 * the watchlist: the demo's products are not the live API's. Built from the
 * mode and base URL only, never from the key.
 */
export type ChecksScope = string & { readonly __checksScope: unique symbol }

export function checksScope(mode: 'demo' | 'live', baseUrl: string): ChecksScope {
  return (mode === 'demo' ? 'demo' : `live:${baseUrl.trim().replace(/\/+$/, '')}`) as ChecksScope
}

export function checksStorageKey(scope: ChecksScope): string {
  return `notifications:${scope}`
}

export { CHECK_SETTINGS_KEY }

function parsed<T>(raw: string | null, schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }): T | null {
  if (raw === null) return null
  try {
    const result = schema.safeParse(JSON.parse(raw))
    return result.success ? result.data : null
  } catch {
    return null
  }
}

/** A stored value that does not parse starts the list afresh: notifications are a convenience, the API holds the truth. */
export function loadChecks(scope: ChecksScope): StoredChecks {
  return parsed(readStored('local', checksStorageKey(scope)), storedChecksSchema) ?? EMPTY_CHECKS
}

export function saveChecks(scope: ChecksScope, checks: StoredChecks): boolean {
  return tryWriteStored('local', checksStorageKey(scope), JSON.stringify(checks))
}

/** The settings are the device's: one choice, whichever connection is in use. */
export function loadCheckSettings(): CheckSettings {
  return parsed(readStored('local', CHECK_SETTINGS_KEY), checkSettingsSchema) ?? DEFAULT_CHECK_SETTINGS
}

export function saveCheckSettings(settings: CheckSettings): boolean {
  return tryWriteStored('local', CHECK_SETTINGS_KEY, JSON.stringify(settings))
}
