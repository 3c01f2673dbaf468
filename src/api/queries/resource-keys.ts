/*
 * The query keys and API paths of the resources, with no schema behind them:
 * start-up code (the first page's early requests, cache look-ups) files and
 * finds records under the same keys as the query modules without loading zod.
 */

export function pathSegment(value: string): string {
  return encodeURIComponent(value)
}

const defiAll = () => ['defi'] as const
const defiLists = () => [...defiAll(), 'list'] as const
const defiDetails = () => [...defiAll(), 'detail'] as const

/**
 * Keys form a hierarchy (all → lists → platformLists → list, all → details →
 * detail), so any level can be matched or invalidated at once. The API calls
 * the platform `provider_slug`; here it is the platform, as everywhere in the UI.
 */
export const defiKeys = {
  all: defiAll,
  lists: defiLists,
  /** Every list of one platform (null: the list of all products), whatever its filters. */
  platformLists: (platformSlug?: string) => [...defiLists(), platformSlug ?? null] as const,
  details: defiDetails,
  detail: (platformSlug: string, contractAddress: string) => [...defiDetails(), platformSlug, contractAddress] as const,
  chains: () => [...defiAll(), 'chains'] as const,
}

export const defiPaths = {
  /** All products, or one platform's. */
  list: (platformSlug?: string) => (platformSlug ? `/ratings/defi/${pathSegment(platformSlug)}` : '/ratings/defi'),
  detail: (platformSlug: string, contractAddress: string) => `/ratings/defi/${pathSegment(platformSlug)}/${pathSegment(contractAddress)}`,
  chains: '/ratings/defi/chains',
}

const infraAll = () => ['infra'] as const
const infraDetails = () => [...infraAll(), 'detail'] as const

/** Keys form a hierarchy (all → lists → list, all → details → detail). */
export const infraKeys = {
  all: infraAll,
  lists: () => [...infraAll(), 'list'] as const,
  details: infraDetails,
  detail: (slug: string) => [...infraDetails(), slug] as const,
}

export const infraPaths = {
  list: '/ratings/infra',
  detail: (slug: string) => `/ratings/infra/${pathSegment(slug)}`,
}

const alertsAll = () => ['alerts'] as const

/** Keys form a hierarchy (all → lists → list). */
export const alertKeys = {
  all: alertsAll,
  lists: () => [...alertsAll(), 'list'] as const,
}

export const alertPaths = {
  list: '/ratings/defi/alerts',
}

const keysAll = () => ['keys'] as const

/** Keys form a hierarchy (all → lists → list); mutations invalidate `all()`, which takes the billing status along. */
export const apiKeyKeys = {
  all: keysAll,
  /** The API takes no list parameters, so the one list is the whole level. */
  lists: () => [...keysAll(), 'list'] as const,
  billingStatus: () => [...keysAll(), 'billing-status'] as const,
}

export const apiKeyPaths = {
  list: '/public/billing/api-keys',
  one: (id: string) => `/public/billing/api-keys/${pathSegment(id)}`,
  billingStatus: '/public/billing/status',
}

/** The search's name index: one query whose data is the whole index. */
export const searchKeys = {
  all: () => ['search'] as const,
  index: () => ['search', 'index'] as const,
}
