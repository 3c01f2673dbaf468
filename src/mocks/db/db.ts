import type { Alert } from '../../api/schemas/alerts'
import type { Chain } from '../../api/schemas/chains'
import type { DefiRating, DefiSortField } from '../../api/schemas/defi'
import type { InfraRating, InfraSortField } from '../../api/schemas/infra'
import { gradeIndex } from '../../lib/grades'
import { GRADE_SCALE } from '../../lib/grades'
import { toSlug } from '../../lib/slug'
import { dayNumber } from './dates'
import type { SeedPlatform } from './defi-seed'
import type { SeedData } from './seed'
import { SortIndex, nameRanks, numericColumn } from './sort-index'
import type { Account, StoredKey } from './state-schemas'

/** The record types a data request can return; each has its own price per row. */
export type RecordKind = 'defi' | 'infra' | 'alert' | 'chain'

/** Small-integer codes for a text field, so filters compare numbers instead of strings. */
export interface CodedColumn {
  codes: ReadonlyMap<string, number>
  values: Uint16Array
}

/**
 * Pre-computed columns of the DeFi table, one value per record: what the
 * filters and sorts read, so a request never re-parses a record. Missing
 * numbers and dates are NaN.
 */
export interface DefiColumns {
  platform: CodedColumn
  type: CodedColumn
  /** By display name, as records carry it. */
  chain: CodedColumn
  version: CodedColumn
  ratedAt: Float64Array
  ratedSince: Float64Array
  tvl: Float64Array
  apy: Float64Array
  users: Float64Array
}

export interface DefiTable {
  records: readonly DefiRating[]
  columns: DefiColumns
  /** `slug + ' ' + lower-case address` → position. */
  byAddress: ReadonlyMap<string, number>
  sort: SortIndex<DefiSortField>
}

export interface InfraTable {
  records: readonly InfraRating[]
  bySlug: ReadonlyMap<string, number>
  sort: SortIndex<InfraSortField>
}

/** The read-only part: seeded records plus indexes built once. */
export interface Catalog {
  seed: SeedData
  chains: readonly Chain[]
  chainsBySlug: ReadonlyMap<string, Chain>
  platformsBySlug: ReadonlyMap<string, SeedPlatform>
  defi: DefiTable
  infra: InfraTable
  /** Newest first, the only order the alerts endpoint serves. */
  alerts: readonly Alert[]
  /** Leaf values in one full record of each kind: the `fields` of the credit formula. */
  fieldsPerRecord: Readonly<Record<RecordKind, number>>
}

/** Re-rated copies of seeded records (demo "Simulate a rating change"), by their position in the seeded table. */
export interface ReratedRecords {
  defi: Map<number, DefiRating>
  infra: Map<number, InfraRating>
}

/** The mutable part: keys change, credits are charged, requests are counted. */
export interface MockState {
  accounts: Map<string, Account>
  keys: Map<string, StoredKey>
  /** Timestamps (ms) of recent counted requests per key id, for the sliding-window rate limit. */
  requestLog: Map<string, number[]>
  /** Demo "Simulate a rating change": re-rated copies that detail and list answers serve instead of the seeded record. */
  rerated: ReratedRecords
  /** The demo's own re-ratings (logic/rerate.ts): when it last re-rated something, and the records served lately, oldest first. */
  ownRerating: { lastAt: number; count: number; served: Array<{ kind: 'defi'; platformSlug: string; contractAddress: string } | { kind: 'infra'; slug: string }> }
}

export interface MockDb {
  catalog: Catalog
  state: MockState
}

export function addressKey(platformSlug: string, address: string): string {
  return `${platformSlug} ${address.toLowerCase()}`
}

/** Leaf values of a JSON value; a null where an object could be counts as one value. */
export function countLeaves(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1
  const children = Array.isArray(value) ? value : Object.values(value)
  return children.reduce<number>((sum, child) => sum + countLeaves(child), 0)
}

/** The shape's leaf count: the fullest of the first records (some have null blocks). */
function fieldsOf(records: readonly unknown[]): number {
  return records.slice(0, 100).reduce<number>((fullest, record) => Math.max(fullest, countLeaves(record)), 0)
}

/** Larger is better, so `desc` means best first like every other field; unknown grades are NaN (last). */
function gradeStrength(grade: string | null | undefined): number {
  const index = gradeIndex(grade)
  return index < 0 ? Number.NaN : GRADE_SCALE.length - 1 - index
}

/** Code 0 is kept for "missing", so a null never equals a filter value. */
export function codedColumn(values: readonly (string | null | undefined)[]): CodedColumn {
  const codes = new Map<string, number>()
  const column = new Uint16Array(values.length)
  values.forEach((value, i) => {
    if (value === null || value === undefined) return
    let code = codes.get(value)
    if (code === undefined) {
      code = codes.size + 1
      codes.set(value, code)
    }
    column[i] = code
  })
  return { codes, values: column }
}

function defiTable(records: readonly DefiRating[]): DefiTable {
  const platformSlugs = records.map((record) => toSlug(record.provider_name))
  const byAddress = new Map<string, number>()
  records.forEach((record, i) => byAddress.set(addressKey(platformSlugs[i] as string, record.contract_address), i))
  const columns: DefiColumns = {
    platform: codedColumn(platformSlugs),
    type: codedColumn(records.map((r) => r.type)),
    chain: codedColumn(records.map((r) => r.chain)),
    version: codedColumn(records.map((r) => r.version)),
    ratedAt: numericColumn(records, (r) => dayNumber(r.rated_at)),
    ratedSince: numericColumn(records, (r) => dayNumber(r.rated_since)),
    tvl: numericColumn(records, (r) => r.risk_metrics?.tvl),
    apy: numericColumn(records, (r) => r.risk_metrics?.apy),
    users: numericColumn(records, (r) => r.risk_metrics?.users),
  }
  const tieRank = nameRanks(records.map((record) => record.name))
  const sort = new SortIndex<DefiSortField>(
    {
      rating: numericColumn(records, (r) => gradeStrength(r.rating)),
      rated_at: columns.ratedAt,
      rated_since: columns.ratedSince,
      name: Float64Array.from(tieRank),
      tvl: columns.tvl,
      apy: columns.apy,
      users: columns.users,
    },
    tieRank,
  )
  return { records, columns, byAddress, sort }
}

function infraTable(records: readonly InfraRating[]): InfraTable {
  const tieRank = nameRanks(records.map((record) => record.name))
  const keys = {
    rating: numericColumn(records, (r) => gradeStrength(r.rating)),
    rated_at: numericColumn(records, (r) => dayNumber(r.rated_at)),
    rated_since: numericColumn(records, (r) => dayNumber(r.rated_since)),
    name: Float64Array.from(tieRank),
  }
  const sort = new SortIndex<InfraSortField>(keys, tieRank)
  return { records, bySlug: new Map(records.map((record, i) => [toSlug(record.name), i])), sort }
}

export function createCatalog(seed: SeedData): Catalog {
  const chains = seed.chains.map(({ slug, name }) => ({ slug, name }))
  const defi = defiTable(seed.defi)
  const infra = infraTable(seed.infra)
  const fieldsPerRecord: Catalog['fieldsPerRecord'] = {
    defi: fieldsOf(seed.defi),
    infra: fieldsOf(seed.infra),
    alert: fieldsOf(seed.alerts),
    chain: fieldsOf(chains),
  }
  return {
    seed,
    chains,
    chainsBySlug: new Map(chains.map((chain) => [chain.slug, chain])),
    platformsBySlug: new Map(seed.platforms.map((platform) => [platform.slug, platform])),
    defi,
    infra,
    alerts: seed.alerts,
    fieldsPerRecord,
  }
}

/** Fresh mutable state from the seed (copies, so the seed itself never changes). */
export function initialState(seed: SeedData, keys: readonly StoredKey[] = seed.keys): MockState {
  return {
    accounts: new Map(seed.accounts.map((account) => [account.id, { ...account }])),
    keys: new Map(keys.map((key) => [key.id, { ...key }])),
    requestLog: new Map(),
    rerated: { defi: new Map(), infra: new Map() },
    ownRerating: { lastAt: Date.now(), count: 0, served: [] },
  }
}

export function createDb(seed: SeedData): MockDb {
  return { catalog: createCatalog(seed), state: initialState(seed) }
}
