import { formatCompareItems, type CompareItem } from './compare-items.ts'
import { toSlug } from './slug.ts'

/*
 * Every in-app link (UI contract routes) is built here, so a route that
 * changes changes in one place and every dynamic segment is encoded.
 */
export const OVERVIEW_PATH = '/'
export const DEFI_PATH = '/defi'
export const COMPARE_PATH = '/compare'
export const INFRA_PATH = '/infra'
export const ALERTS_PATH = '/alerts'
export const KEYS_PATH = '/keys'
export const WATCHLIST_PATH = '/watchlist'
export const PORTFOLIO_PATH = '/portfolio'
export const SETTINGS_PATH = '/settings'
export const SEARCH_PATH = '/search'

/** A path with a query string, or the bare path when the query is empty. */
export function withSearch(path: string, search: URLSearchParams | string): string {
  const text = search.toString().replace(/^\?/, '')
  return text ? `${path}?${text}` : path
}

/** Every product, platform and provider whose name matches `text`. */
export function searchPath(text: string): string {
  return withSearch(SEARCH_PATH, new URLSearchParams({ q: text }))
}

/** A portfolio of this device by its name (`?portfolio=`), so a link, Back or a bookmark opens it. */
export function portfolioPath(name: string): string {
  return withSearch(PORTFOLIO_PATH, new URLSearchParams({ portfolio: name }))
}

/** A platform's products, from its display name or its slug. */
export function platformPath(platformSlugOrName: string): string {
  return `${DEFI_PATH}/${encodeURIComponent(toSlug(platformSlugOrName))}`
}

/** Contract addresses are used as they come (case kept), encoded for the path. */
export function productPath(platformSlugOrName: string, contractAddress: string): string {
  return `${platformPath(platformSlugOrName)}/${encodeURIComponent(contractAddress)}`
}

export function providerPath(providerName: string): string {
  return `${INFRA_PATH}/${encodeURIComponent(toSlug(providerName))}`
}

/** `/compare?items=…`, or the bare page when nothing is left to compare. */
export function comparePath(items: readonly CompareItem[]): string {
  return items.length ? `${COMPARE_PATH}?items=${formatCompareItems(items)}` : COMPARE_PATH
}

/** The compare page for products as the API returns them (platform display name + address). */
export function compareProductsPath(products: ReadonlyArray<{ provider_name: string; contract_address: string }>): string {
  return comparePath(products.map((product) => ({ slug: toSlug(product.provider_name), address: product.contract_address })))
}

/** The id of Settings' "Session credit budget" field, the target of "Raise budget". */
export const SESSION_BUDGET_FIELD_ID = 'session-credit-budget'

export function sessionBudgetPath(): string {
  return `/settings#${SESSION_BUDGET_FIELD_ID}`
}
