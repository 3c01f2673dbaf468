import type { DefaultSort } from './define-list-params'

/*
 * What the list views show when their URL names nothing, free of zod: a list
 * page's loader sends the default view's request from the start-up code
 * (start-up-queries.ts), before the chunk with the parameter schemas has
 * arrived. The parameter definitions (defi-params.ts and its siblings) are
 * built on these same values.
 */

export const DEFAULT_LIMIT = 10

/** Every list's first page. */
export const PAGE_DEFAULTS = { limit: DEFAULT_LIMIT, offset: 0 }

/**
 * [ours] The real default sort is unknown; we show (and the mock serves) the
 * best ratings first when neither sort nor order is given. An explicit `sort`
 * without `order` is ascending, the API's default. Requests always carry sort
 * and order explicitly.
 */
export const DEFI_DEFAULT_SORT = { sort: 'rating', order: 'desc' } as const satisfies DefaultSort

/**
 * Best first, as on /defi. The API's own default (contract 5.7) is rating
 * ascending, worst first, so requests carry both explicitly.
 */
export const INFRA_DEFAULT_SORT = { sort: 'rating', order: 'desc' } as const satisfies DefaultSort

/**
 * The API parameters of a list's default view: what its definition's
 * `toApiParams({})` gives (sort and order, then the page, the order in which
 * every list defines its fields), so the loader's request and the view's
 * query are one query under one key. list-defaults.test.ts holds them equal.
 */
export function defaultViewApiParams(defaultSort: DefaultSort | null): Record<string, string> {
  return { ...defaultSort, limit: String(PAGE_DEFAULTS.limit), offset: String(PAGE_DEFAULTS.offset) }
}
