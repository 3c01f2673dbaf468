import type { DefiRating, DefiType } from '../../api/schemas/defi'
import { DEFI_SUB_CATEGORIES } from '../../lib/defi-pillars'
import { DEFI_TYPES } from '../../lib/defi-types'
import { toSlug } from '../../lib/slug'
import type { Rng } from '../random'
import { contractAddress, type SeedChain } from './chains'
import { DAY_MS, isoDay } from './dates'
import { gradeDefiScores, type PillarScores } from './grading'
import { PLATFORM_NAMES } from './names'

export interface SeedPlatform {
  slug: string
  name: string
  chains: SeedChain[]
  types: DefiType[]
  /** A short lower-case ticker prefix for liquid-staking tokens (`Mossbank Finance` → `mf`). */
  ticker: string
  weight: number
}

/** Methodology versions as the real service spells them, including the unprefixed `2.1`. */
export const DEFI_VERSIONS = ['v2.1', '2.1', 'v0.1-alpha', 'v0.1-alpha-preview', 'v1.0'] as const
const VERSION_WEIGHTS: ReadonlyArray<readonly [(typeof DEFI_VERSIONS)[number], number]> = [
  ['v2.1', 35],
  ['2.1', 15],
  ['v0.1-alpha', 20],
  ['v0.1-alpha-preview', 20],
  ['v1.0', 10],
]

/** Index of the product whose profile_url is a `javascript:` URL, to exercise safe links in the UI. */
export const UNSAFE_PROFILE_URL_INDEX = 3
export const UNSAFE_PROFILE_URL = 'javascript:alert(document.domain)'
/** Index of the product with every optional field empty, to exercise the dashes in the UI. */
export const SPARSE_PRODUCT_INDEX = 7

export function createPlatforms(rng: Rng, chains: readonly SeedChain[], count: number): SeedPlatform[] {
  const names = Array.from({ length: count }, (_, i) => {
    const base = PLATFORM_NAMES[i % PLATFORM_NAMES.length] as string
    return i < PLATFORM_NAMES.length ? base : `${base} ${Math.floor(i / PLATFORM_NAMES.length) + 1}`
  })
  const tickers = new Set<string>()
  return names.map((name, i) => {
    const chainCount = rng.weighted([
      [1, 4],
      [2, 3],
      [3, 2],
    ] as const)
    // The first six platforms together cover all types, so every type exists even in small seeds.
    const firstType = i < DEFI_TYPES.length ? (DEFI_TYPES[i] as DefiType) : rng.pick(DEFI_TYPES)
    const types = Array.from(new Set([firstType, ...rng.shuffle(DEFI_TYPES).slice(0, rng.int(0, 2))]))
    const letters = name.replace(/[^A-Za-z]/g, '').toLowerCase()
    // Two letters where free (`Mossbank Finance` → `mf`), else longer, so no two platforms share a token ticker.
    const initials = name.split(/[^A-Za-z]+/).filter(Boolean).map((word) => word[0]?.toLowerCase() ?? '').join('')
    let ticker = initials.length >= 2 ? initials.slice(0, 2) : letters.slice(0, 2)
    for (let n = 3; tickers.has(ticker) && n <= letters.length; n += 1) ticker = letters.slice(0, n)
    for (let n = 2; tickers.has(ticker); n += 1) ticker = `${letters.slice(0, 3)}${n}`
    tickers.add(ticker)
    return {
      slug: toSlug(name),
      name,
      chains: rng.shuffle(chains).slice(0, chainCount),
      types,
      ticker,
      weight: rng.int(1, 10),
    }
  })
}

function productName(rng: Rng, platform: SeedPlatform, type: DefiType, chain: SeedChain): string {
  const asset = rng.chance(0.3) ? 'Stablecoin' : chain.asset
  switch (type) {
    case 'lending':
      return `${asset} ${rng.pick(['Lending Market', 'Money Market', 'Credit Pool', 'Borrow Pool'])}`
    case 'vault':
      return `${asset} ${rng.pick(['Yield Vault', 'Strategy Vault', 'Delta-Neutral Vault', 'Looping Vault', 'Basis Vault'])}`
    case 'lst':
      return `${platform.ticker}${chain.asset}`
    case 'liquid-staking':
      return `${chain.asset} Liquid Staking ${rng.pick(['Pool', 'Program', 'Module'])}`
    case 'hosting':
      return `${chain.asset} ${rng.pick(['Node Hosting', 'Validator Hosting', 'Managed Nodes'])}`
    case 'smart-contract':
      return `${rng.pick(['Escrow', 'Router', 'Vesting', 'Bridge Adapter', 'Oracle Adapter', 'Treasury'])} Contract`
  }
}

const NAME_SUFFIXES = ['Prime', 'Core', 'Plus', 'Flex', 'Edge', 'Lite', 'Max'] as const

/** Names stay unique within a platform: a suffix on the first clash, then a number (counted, so large seeds stay linear). */
function uniqueName(rng: Rng, taken: Map<string, number>, base: string): string {
  const seen = taken.get(base) ?? 0
  taken.set(base, seen + 1)
  if (seen === 0) return base
  let name = `${base} ${rng.pick(NAME_SUFFIXES)}`
  for (let n = seen + 1; taken.has(name); n += 1) name = `${base} #${n}`
  taken.set(name, 1)
  return name
}

function clampScore(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)))
}

/** A product's quality: mostly mid-table, with thin tails so AAA and D both occur. */
function productQuality(rng: Rng): number {
  const roll = rng.next()
  if (roll < 0.03) return rng.float(4, 22)
  if (roll < 0.06) return rng.float(94, 99)
  return 35 + 62 * ((rng.next() + rng.next() + rng.next()) / 3)
}

function subScores(rng: Rng, quality: number): PillarScores {
  const pillar = <K extends string>(keys: readonly K[]) => {
    const bias = rng.float(-8, 8)
    return Object.fromEntries(keys.map((key) => [key, clampScore(quality + bias + rng.float(-12, 12))])) as Record<K, number>
  }
  return {
    operations: pillar(DEFI_SUB_CATEGORIES.operations),
    security: pillar(DEFI_SUB_CATEGORIES.security),
    strategy: pillar(DEFI_SUB_CATEGORIES.strategy),
  }
}

/** Potential scores are never below the actual ones, so the potential grade is never worse. */
function potentialScores(rng: Rng, actual: PillarScores): PillarScores {
  const lift = <K extends string>(scores: Record<K, number>) =>
    Object.fromEntries(
      (Object.entries(scores) as [K, number][]).map(([key, score]) => [
        key,
        rng.chance(0.3) ? score : clampScore(score + (100 - score) * rng.float(0.1, 0.6)),
      ]),
    ) as Record<K, number>
  return { operations: lift(actual.operations), security: lift(actual.security), strategy: lift(actual.strategy) }
}

function logUniform(rng: Rng, min: number, max: number): number {
  return Math.exp(rng.float(Math.log(min), Math.log(max)))
}

/** Spreads `count` products over the platforms: at least three each, the rest by weight. */
function assignPlatforms(rng: Rng, platforms: readonly SeedPlatform[], count: number): SeedPlatform[] {
  const guaranteed = platforms.flatMap((platform) => [platform, platform, platform]).slice(0, count)
  const weighted = platforms.map((platform) => [platform, platform.weight] as const)
  const rest = Array.from({ length: Math.max(0, count - guaranteed.length) }, () => rng.weighted(weighted))
  return [...guaranteed, ...rest]
}

export function createDefiProducts(rng: Rng, platforms: readonly SeedPlatform[], count: number, nowMs: number): DefiRating[] {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  const namesByPlatform = new Map<string, Map<string, number>>()
  const addresses = new Set<string>()

  return assignPlatforms(rng, platforms, count).map((platform, index) => {
    const type = rng.pick(platform.types)
    const chain = rng.pick(platform.chains)
    const taken = namesByPlatform.get(platform.slug) ?? new Map<string, number>()
    namesByPlatform.set(platform.slug, taken)
    const name = uniqueName(rng, taken, productName(rng, platform, type, chain))

    let address = contractAddress(rng, chain, platform.slug)
    while (addresses.has(address.toLowerCase())) address = contractAddress(rng, chain, platform.slug)
    addresses.add(address.toLowerCase())

    const version = rng.weighted(VERSION_WEIGHTS)
    const scores = subScores(rng, productQuality(rng))
    const actual = gradeDefiScores(scores)
    // In the real service only preview ratings carry a potential rating; a share of the others do here too.
    const hasPotential = version === 'v0.1-alpha-preview' || rng.chance(0.4)
    const potential = hasPotential ? gradeDefiScores(potentialScores(rng, scores)) : null

    const sinceDays = rng.int(30, 900)
    const ratedSince = today - sinceDays * DAY_MS
    const ratedAt = today - Math.floor(sinceDays * rng.next() ** 2) * DAY_MS
    const hasYield = type !== 'smart-contract' && type !== 'hosting'

    const sparse = index === SPARSE_PRODUCT_INDEX
    const record: DefiRating = {
      name,
      provider_name: platform.name,
      version,
      type,
      chain: chain.name,
      contract_address: address,
      rating: actual.rating,
      potential_rating: sparse ? null : (potential?.rating ?? null),
      rated_at: isoDay(ratedAt),
      rated_since: isoDay(ratedSince),
      profile_url:
        index === UNSAFE_PROFILE_URL_INDEX
          ? UNSAFE_PROFILE_URL
          : sparse || rng.chance(0.08)
            ? null
            : `https://ratings.example/defi/${platform.slug}/${encodeURIComponent(address)}`,
      report_url: sparse || rng.chance(0.1) ? null : `https://ratings.example/reports/defi/${platform.slug}-${address.slice(-6)}.pdf`,
      rating_data: actual.block,
      potential_rating_data: sparse ? null : (potential?.block ?? null),
      risk_metrics: {
        apy: sparse || !hasYield || rng.chance(0.05) ? null : Math.round(rng.float(0.5, 25) * 100) / 100,
        tvl: sparse || rng.chance(0.05) ? null : Math.round(logUniform(rng, 1e4, 5e9) * 100) / 100,
        users: sparse || rng.chance(0.05) ? null : Math.round(logUniform(rng, 10, 500_000)),
      },
    }
    return record
  })
}
