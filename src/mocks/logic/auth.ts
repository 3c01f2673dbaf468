import type { MockDb } from '../db/db'
import type { StoredKey } from '../db/state-schemas'
import { fail, ok, type Result } from './errors'

/**
 * Who is calling: the key from the X-API-Key header (the header name is
 * case-insensitive; the value is compared exactly). Revoked keys are refused
 * at once (401), disabled ones with 403. Error messages never echo the key.
 */
export function authenticate(db: MockDb, headerValue: string | null | undefined): Result<StoredKey> {
  const presented = headerValue?.trim() ?? ''
  if (presented === '') {
    return fail('missing_api_key', 'No API key was sent. Add your key in the X-API-Key header.')
  }
  let found: StoredKey | undefined
  for (const key of db.state.keys.values()) {
    if (key.secret === presented) {
      found = key
      break
    }
  }
  if (!found) return fail('invalid_api_key', 'The API key is not valid. Check that it was copied completely.')
  if (found.revoked_at !== null) return fail('revoked_api_key', 'This API key has been revoked and can no longer be used.')
  if (!found.is_active) return fail('disabled_api_key', 'This API key is disabled. Enable it again in the key settings, or use another key.')
  return ok(found)
}
