import type { ApiKey } from '../../src/api/schemas/keys'

/** An active key record as the key list returns it, with what a test cares about given. */
export function keyRecord(overrides: Partial<ApiKey> & Pick<ApiKey, 'id' | 'label' | 'api_key'>): ApiKey {
  return {
    credit_limit: null,
    is_active: true,
    revoked_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    used_credits: 0,
    last_used_at: null,
    ...overrides,
  }
}
