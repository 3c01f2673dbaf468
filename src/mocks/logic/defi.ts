import type { DefiListParams } from '../../api/params/defi-params'
import { DEFI_DEFAULT_SORT, defiListParams } from '../../api/params/defi-params'
import { DEFAULT_LIMIT } from '../../api/params/fields'
import type { Chain } from '../../api/schemas/chains'
import type { DefiRating } from '../../api/schemas/defi'
import { addressKey, type MockDb } from '../db/db'
import { ORDER_DEFAULT_WITH_SORT } from '../policy'
import { notFound, ok, type Result } from './errors'
import { addDayRange, addRange, collectPage, paramError, type ListPage, type RowFilter } from './list'

/**
 * Sort and order as the contract reads: without either, the DeFi default
 * (rating, best first); `sort` alone uses the contract's default order `asc`;
 * `order` alone sorts by rating. parseStrict fills in the definition's
 * defaults, so the raw query decides which of the cases applies.
 */
function resolveSort(search: URLSearchParams, params: DefiListParams) {
  const hasSort = search.has('sort')
  const hasOrder = search.has('order')
  if (!hasSort && !hasOrder) return DEFI_DEFAULT_SORT
  return {
    sort: hasSort && params.sort ? params.sort : DEFI_DEFAULT_SORT.sort,
    order: hasOrder && params.order ? params.order : ORDER_DEFAULT_WITH_SORT,
  }
}

/**
 * GET /ratings/defi and /ratings/defi/{provider_slug}: validated filters,
 * sort, page. An unknown platform slug is a 404; a well-formed filter value
 * nobody has (an unknown chain slug) gives an empty page.
 */
export function listDefi(db: MockDb, search: URLSearchParams, providerSlug?: string): Result<ListPage<DefiRating>> {
  const { defi, chainsBySlug, platformsBySlug } = db.catalog
  if (providerSlug !== undefined && !platformsBySlug.has(providerSlug)) {
    return notFound(`No DeFi platform has the slug "${providerSlug}".`)
  }
  const parsed = defiListParams.parseStrict(search)
  if (!parsed.ok) return paramError(parsed.issue)
  const params = parsed.params
  const records = defi.records
  const at = (i: number) => records[i] as DefiRating

  const filters: RowFilter[] = []
  if (providerSlug !== undefined) filters.push((i) => defi.platformSlugs[i] === providerSlug)
  if (params.type !== undefined) filters.push((i) => at(i).type === params.type)
  if (params.chain !== undefined) {
    const chainName = chainsBySlug.get(params.chain)?.name
    filters.push(chainName === undefined ? () => false : (i) => at(i).chain === chainName)
  }
  if (params.version !== undefined) filters.push((i) => at(i).version === params.version)
  addDayRange(filters, (i) => at(i).rated_at, params.rated_at_gte, params.rated_at_lte)
  addDayRange(filters, (i) => at(i).rated_since, params.rated_since_gte, params.rated_since_lte)
  addRange(filters, (i) => at(i).risk_metrics?.tvl, params.tvl_gte, params.tvl_lte)
  addRange(filters, (i) => at(i).risk_metrics?.apy, params.apy_gte, params.apy_lte)
  addRange(filters, (i) => at(i).risk_metrics?.users, params.users_gte, params.users_lte)

  const { sort, order } = resolveSort(search, params)
  return ok(collectPage(records, defi.sort.order(sort, order), filters, params.offset ?? 0, params.limit ?? DEFAULT_LIMIT))
}

/** GET /ratings/defi/{provider_slug}/{contract_address}: the address matches case-insensitively. */
export function getDefiProduct(db: MockDb, providerSlug: string, contractAddress: string): Result<{ data: DefiRating }> {
  const { defi, platformsBySlug } = db.catalog
  if (!platformsBySlug.has(providerSlug)) return notFound(`No DeFi platform has the slug "${providerSlug}".`)
  const index = defi.byAddress.get(addressKey(providerSlug, contractAddress))
  const record = index === undefined ? undefined : defi.records[index]
  return record ? ok({ data: record }) : notFound(`The platform "${providerSlug}" has no product at "${contractAddress}".`)
}

/** GET /ratings/defi/chains */
export function listChains(db: MockDb): Result<{ chains: Chain[] }> {
  return ok({ chains: db.catalog.chains.map((chain) => ({ ...chain })) })
}
