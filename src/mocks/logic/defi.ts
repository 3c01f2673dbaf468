import { defiListParams } from '../../api/params/defi-params'
import { DEFAULT_LIMIT, DEFI_DEFAULT_SORT } from '../../api/params/list-defaults'
import type { Chain } from '../../api/schemas/chains'
import type { DefiRating } from '../../api/schemas/defi'
import { addressKey, type CodedColumn, type MockDb } from '../db/db'
import { dayNumber } from '../db/dates'
import { notFound, ok, type Result } from './errors'
import { addColumnRange, collectPage, paramError, type ListPage, type RowFilter } from './list'

/** Equality on a coded column; a value no record has (or an unknown chain slug) matches nothing. */
function addEquals(filters: RowFilter[], column: CodedColumn, value: string | undefined): void {
  const code = value === undefined ? undefined : column.codes.get(value)
  if (code === undefined) {
    filters.push(() => false)
    return
  }
  const values = column.values
  filters.push((i) => values[i] === code)
}

function dayBound(day: string | undefined): number | undefined {
  return day === undefined ? undefined : dayNumber(day)
}

/**
 * The rated_at range over the pre-computed column, except that a re-rated
 * product (demo) is found by its new date, as the server would find it:
 * background checks ask for what was re-rated since their last run.
 */
function addRatedAtRange(db: MockDb, filters: RowFilter[], gte: number | undefined, lte: number | undefined): void {
  const rerated = db.state.rerated.defi
  if (rerated.size === 0) return addColumnRange(filters, db.catalog.defi.columns.ratedAt, gte, lte)
  if (gte === undefined && lte === undefined) return
  const column = db.catalog.defi.columns.ratedAt
  const low = gte ?? Number.NEGATIVE_INFINITY
  const high = lte ?? Number.POSITIVE_INFINITY
  filters.push((i) => {
    const record = rerated.get(i)
    const value = record ? dayNumber(record.rated_at) : (column[i] as number)
    return value >= low && value <= high
  })
}

/**
 * GET /ratings/defi and /ratings/defi/{provider_slug}: validated filters,
 * sort, page. An unknown platform slug is a 404; a well-formed filter value
 * nobody has (an unknown chain slug) gives an empty page.
 */
export function listDefi(db: MockDb, search: URLSearchParams, platformSlug?: string): Result<ListPage<DefiRating>> {
  const { defi, chainsBySlug, platformsBySlug } = db.catalog
  if (platformSlug !== undefined && !platformsBySlug.has(platformSlug)) {
    return notFound(`No DeFi platform has the slug "${platformSlug}".`)
  }
  const parsed = defiListParams.parseStrict(search)
  if (!parsed.ok) return paramError(parsed.issue)
  const params = parsed.params
  const { records, columns } = defi

  const filters: RowFilter[] = []
  if (platformSlug !== undefined) addEquals(filters, columns.platform, platformSlug)
  if (params.type !== undefined) addEquals(filters, columns.type, params.type)
  if (params.chain !== undefined) addEquals(filters, columns.chain, chainsBySlug.get(params.chain)?.name)
  if (params.version !== undefined) addEquals(filters, columns.version, params.version)
  addRatedAtRange(db, filters, dayBound(params.rated_at_gte), dayBound(params.rated_at_lte))
  addColumnRange(filters, columns.ratedSince, dayBound(params.rated_since_gte), dayBound(params.rated_since_lte))
  addColumnRange(filters, columns.tvl, params.tvl_gte, params.tvl_lte)
  addColumnRange(filters, columns.apy, params.apy_gte, params.apy_lte)
  addColumnRange(filters, columns.users, params.users_gte, params.users_lte)

  // parseStrict resolves the pair as the contract reads it (see DefaultSort in define-list-params).
  const sort = params.sort ?? DEFI_DEFAULT_SORT.sort
  const order = params.order ?? DEFI_DEFAULT_SORT.order
  const page = collectPage(records, defi.sort.order(sort, order), filters, params.offset ?? 0, params.limit ?? DEFAULT_LIMIT)
  return ok(withRerated(db, page))
}

/** Rows of re-rated products (demo) show their new record; see simulateRatingChange. */
function withRerated(db: MockDb, page: ListPage<DefiRating>): ListPage<DefiRating> {
  const rerated = db.state.rerated.defi
  if (rerated.size === 0) return page
  const { records } = db.catalog.defi
  const replaced = new Map<DefiRating, DefiRating>()
  for (const [index, record] of rerated) replaced.set(records[index] as DefiRating, record)
  return { ...page, data: page.data.map((row) => replaced.get(row) ?? row) }
}

/** GET /ratings/defi/{provider_slug}/{contract_address}: the address matches case-insensitively. */
export function getDefiProduct(db: MockDb, platformSlug: string, contractAddress: string): Result<{ data: DefiRating }> {
  const { defi, platformsBySlug } = db.catalog
  if (!platformsBySlug.has(platformSlug)) return notFound(`No DeFi platform has the slug "${platformSlug}".`)
  const index = defi.byAddress.get(addressKey(platformSlug, contractAddress))
  const record = index === undefined ? undefined : (db.state.rerated.defi.get(index) ?? defi.records[index])
  return record ? ok({ data: record }) : notFound(`The platform "${platformSlug}" has no product at "${contractAddress}".`)
}

/** GET /ratings/defi/chains */
export function listChains(db: MockDb): Result<{ chains: Chain[] }> {
  return ok({ chains: db.catalog.chains.map((chain) => ({ ...chain })) })
}
