import { createDb, initialState, type MockDb } from '../../../src/mocks/db/db'
import { DEMO_ACCOUNT_ID, OTHER_ACCOUNT_ID } from '../../../src/mocks/db/key-seed'
import { createSeed, type SeedData, type SeedOptions } from '../../../src/mocks/db/seed'
import type { StoredKey } from '../../../src/mocks/db/state-schemas'
import type { MockError, Result } from '../../../src/mocks/logic/errors'

/** A fixed moment, so every date in the seed is the same on every run. */
export const NOW = Date.UTC(2025, 5, 15, 12, 0, 0)

const seeds = new Map<string, SeedData>()

/** One seed per option set and test file (seeding is the slow part); the state is fresh per call. */
export function makeDb(options: SeedOptions = {}): MockDb {
  const cacheKey = JSON.stringify(options)
  let seed = seeds.get(cacheKey)
  if (!seed) {
    seed = createSeed({ now: NOW, ...options })
    seeds.set(cacheKey, seed)
  }
  const db = createDb(seed)
  db.state = initialState(seed)
  return db
}

export function search(query: string | Record<string, string> = ''): URLSearchParams {
  return new URLSearchParams(query)
}

export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.status} ${result.error.code}: ${result.error.message}`)
  return result.value
}

/** The error of a failed result (for `expect(errorOf(r)).toMatchObject({ code })`), or null on success. */
export function errorOf<T>(result: Result<T>): MockError | null {
  return result.ok ? null : result.error
}

/** A seeded key of an account in a given state. */
export function keyOf(db: MockDb, account: 'demo' | 'other', state: 'active' | 'disabled' | 'revoked', nth = 0): StoredKey {
  const accountId = account === 'demo' ? DEMO_ACCOUNT_ID : OTHER_ACCOUNT_ID
  const matches = [...db.state.keys.values()].filter(
    (key) =>
      key.account_id === accountId &&
      (state === 'revoked' ? key.revoked_at !== null : key.revoked_at === null && key.is_active === (state === 'active')),
  )
  const key = matches[nth]
  if (!key) throw new Error(`no ${state} key #${nth} in the ${account} account`)
  return key
}
