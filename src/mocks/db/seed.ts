import type { Alert } from '../../api/schemas/alerts'
import type { DefiRating } from '../../api/schemas/defi'
import type { InfraRating } from '../../api/schemas/infra'
import { SEED_NUMBER } from '../policy'
import { Rng, subSeed } from '../random'
import { createAlerts } from './alert-seed'
import { SEED_CHAINS, type SeedChain } from './chains'
import { createDefiProducts, createPlatforms, type SeedPlatform } from './defi-seed'
import { createInfraProviders } from './infra-seed'
import { createAccounts, createKeys } from './key-seed'
import type { Account, StoredKey } from './state-schemas'

export interface SeedOptions {
  /** The PRNG seed; the same number always gives the same data. */
  seed?: number
  /**
   * The moment the data is relative to. Content and order depend only on the
   * seed number; the dates are placed relative to this moment so the demo's
   * "last 24 hours / 7 days" always shows alerts. Tests pass a fixed date.
   */
  now?: Date | number
  defiProducts?: number
  defiPlatforms?: number
  infraProviders?: number
  alerts?: number
}

/** The default sizes of the demo. `createSeed({ defiProducts: 50_000 })` scales the DeFi list for benchmarks. */
export const DEFAULT_SEED_SIZES = {
  defiProducts: 320,
  defiPlatforms: 36,
  infraProviders: 84,
  alerts: 420,
} as const

export interface SeedData {
  seed: number
  /** ISO timestamp the dates are relative to. */
  now: string
  chains: readonly SeedChain[]
  platforms: readonly SeedPlatform[]
  defi: readonly DefiRating[]
  infra: readonly InfraRating[]
  alerts: readonly Alert[]
  accounts: readonly Account[]
  keys: readonly StoredKey[]
}

export function createSeed(options: SeedOptions = {}): SeedData {
  const seed = options.seed ?? SEED_NUMBER
  const nowMs = options.now === undefined ? Date.now() : new Date(options.now).getTime()
  const sizes = { ...DEFAULT_SEED_SIZES, ...definedOnly(options) }
  // One stream per domain, so a bigger product list leaves providers and keys unchanged.
  const rng = (domain: string) => new Rng(subSeed(seed, domain))

  const platforms = createPlatforms(rng('platforms'), SEED_CHAINS, sizes.defiPlatforms)
  const defi = createDefiProducts(rng('defi'), platforms, sizes.defiProducts, nowMs)
  const infra = createInfraProviders(rng('infra'), sizes.infraProviders, nowMs)
  const chainsByName = new Map(SEED_CHAINS.map((chain) => [chain.name, chain]))
  const alerts = createAlerts(rng('alerts'), platforms, defi, chainsByName, sizes.alerts, nowMs)

  return {
    seed,
    now: new Date(nowMs).toISOString(),
    chains: SEED_CHAINS,
    platforms,
    defi,
    infra,
    alerts,
    accounts: createAccounts(nowMs),
    keys: createKeys(rng('keys'), nowMs),
  }
}

function definedOnly(options: SeedOptions): Partial<Record<keyof typeof DEFAULT_SEED_SIZES, number>> {
  const out: Partial<Record<keyof typeof DEFAULT_SEED_SIZES, number>> = {}
  for (const name of Object.keys(DEFAULT_SEED_SIZES) as Array<keyof typeof DEFAULT_SEED_SIZES>) {
    const value = options[name]
    if (value !== undefined) out[name] = value
  }
  return out
}
