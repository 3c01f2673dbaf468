import type { DefiListParams } from '../../api/params/defi-params'
import type { Chain } from '../../api/schemas/chains'
import { formatDate, formatInteger, formatPercent, formatUsdCompact } from '../../lib/format'
import { defiTypeLabel } from '../../lib/defi-types'

/** The URL parameters that are filters (not sort or paging). */
export const DEFI_FILTER_KEYS = [
  'type',
  'chain',
  'version',
  'rated_at_gte',
  'rated_at_lte',
  'rated_since_gte',
  'rated_since_lte',
  'tvl_gte',
  'tvl_lte',
  'apy_gte',
  'apy_lte',
  'users_gte',
  'users_lte',
] as const satisfies ReadonlyArray<keyof DefiListParams>
export type DefiFilterKey = (typeof DEFI_FILTER_KEYS)[number]

export interface DefiFilterDescription {
  key: DefiFilterKey
  label: string
}

/**
 * Each active filter in words, in sidebar order: for the chips, the active
 * count and the empty state. Chains are named when the list is known.
 */
export function describeDefiFilters(params: DefiListParams, chains: readonly Chain[] = []): DefiFilterDescription[] {
  const out: DefiFilterDescription[] = []
  const add = (key: DefiFilterKey, label: string) => out.push({ key, label })
  if (params.type) add('type', `Type: ${defiTypeLabel(params.type)}`)
  if (params.chain) add('chain', `Chain: ${chains.find((chain) => chain.slug === params.chain)?.name ?? params.chain}`)
  if (params.version) add('version', `Version: ${params.version}`)
  if (params.rated_at_gte) add('rated_at_gte', `Rated from ${formatDate(params.rated_at_gte)}`)
  if (params.rated_at_lte) add('rated_at_lte', `Rated until ${formatDate(params.rated_at_lte)}`)
  if (params.rated_since_gte) add('rated_since_gte', `Rated since, from ${formatDate(params.rated_since_gte)}`)
  if (params.rated_since_lte) add('rated_since_lte', `Rated since, until ${formatDate(params.rated_since_lte)}`)
  if (params.tvl_gte !== undefined) add('tvl_gte', `TVL ≥ ${formatUsdCompact(params.tvl_gte)}`)
  if (params.tvl_lte !== undefined) add('tvl_lte', `TVL ≤ ${formatUsdCompact(params.tvl_lte)}`)
  if (params.apy_gte !== undefined) add('apy_gte', `APY ≥ ${formatPercent(params.apy_gte)}`)
  if (params.apy_lte !== undefined) add('apy_lte', `APY ≤ ${formatPercent(params.apy_lte)}`)
  if (params.users_gte !== undefined) add('users_gte', `Users ≥ ${formatInteger(params.users_gte)}`)
  if (params.users_lte !== undefined) add('users_lte', `Users ≤ ${formatInteger(params.users_lte)}`)
  return out
}
