import { applyRerating, reratingsOf, simulateRatingChange, type RerateOutcome, type RerateTarget } from '../logic/rerate'
import { SEED_NUMBER, STORAGE_KEYS } from '../policy'
import { createCatalog, initialState, type Catalog, type MockDb } from './db'
import { createSeed } from './seed'
import { persistedStateSchema, type PersistedState } from './state-schemas'

/** The part of Web Storage the demo uses; injectable so tests can pass a fake. */
export type DemoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

let catalog: Catalog | null = null
let db: MockDb | null = null
/** Null in Node tests: the db then lives in memory only. The browser demo attaches localStorage. */
let storage: DemoStorage | null = null

function demoCatalog(): Catalog {
  // Built once per page, by its first request: the seeded records never change, only the key state does.
  catalog ??= createCatalog(createSeed())
  return catalog
}

function readPersisted(from: DemoStorage): PersistedState | null {
  try {
    const raw = from.getItem(STORAGE_KEYS.db)
    if (!raw) return null
    const parsed = persistedStateSchema.safeParse(JSON.parse(raw))
    // Another seed's keys would not match this seed's accounts: start fresh.
    return parsed.success && parsed.data.seed === SEED_NUMBER ? parsed.data : null
  } catch {
    return null
  }
}

/** The db every handler serves from. */
export function getDemoDb(): MockDb {
  if (!db) {
    const seeded = demoCatalog()
    const persisted = storage ? readPersisted(storage) : null
    const fresh: MockDb = { catalog: seeded, state: initialState(seeded.seed, persisted?.keys) }
    for (const rerating of persisted?.reratings ?? []) applyRerating(fresh, rerating)
    db = fresh
  }
  return db
}

/** Restores the seeded keys, credits and grades, forgets rate-limit windows, and clears the stored copy. */
export function resetDemoDb(): void {
  db = { catalog: demoCatalog(), state: initialState(demoCatalog().seed) }
  try {
    storage?.removeItem(STORAGE_KEYS.db)
  } catch {
    // Storage may be unavailable (private mode, quota): the demo still works in memory.
  }
}

/** Stores key state and used credits, so a reload keeps them; a no-op without storage. */
export function saveDemoDb(): void {
  if (!storage || !db) return
  const state: PersistedState = { seed: db.catalog.seed.seed, keys: [...db.state.keys.values()], reratings: reratingsOf(db) }
  try {
    storage.setItem(STORAGE_KEYS.db, JSON.stringify(state))
  } catch {
    // See resetDemoDb: persistence is a convenience, never a failure.
  }
}

/** Called by the browser entry: from now on key state persists in `target`, and what it holds is loaded. */
export function attachDemoStorage(target: DemoStorage | null): void {
  storage = target
  db = null
}

/**
 * "Simulate a rating change" of the demo: re-rates one record of the demo db
 * and stores it with the rest of the demo state, until "Reset demo data".
 * Rejects when the record does not exist (the watchlist names a stale item).
 */
export function simulateDemoRatingChange(target: RerateTarget, now: Date = new Date()): RerateOutcome {
  const result = simulateRatingChange(getDemoDb(), target, now)
  if (!result.ok) throw new Error(result.error.message)
  saveDemoDb()
  return result.value
}
