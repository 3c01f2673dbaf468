/** The mock db: seed, indexes, and the demo's singleton state. */
export { createSeed, DEFAULT_SEED_SIZES, type SeedData, type SeedOptions } from './seed'
export { createDb, type MockDb, type RecordKind } from './db'
export { attachDemoStorage, getDemoDb, resetDemoDb, saveDemoDb, simulateDemoRatingChange, type DemoStorage } from './demo-db'
export { DEMO_ACCOUNT_ID, OTHER_ACCOUNT_ID } from './key-seed'
export type { Account, StoredKey } from './state-schemas'
