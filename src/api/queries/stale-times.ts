/*
 * Query functions do not hand React Query an abort signal on purpose: an
 * answer the service already charged for is kept in the cache when the
 * person navigates away, so coming back costs nothing. The client still
 * honours a signal where a caller passes one.
 */
/** Ratings change rarely and every request costs credits: keep them fresh for long. */
export const RATINGS_STALE_MS = 10 * 60_000
/** The chain list is fetched once per visit. */
export const CHAINS_STALE_MS = Number.POSITIVE_INFINITY
export const ALERTS_STALE_MS = 2 * 60_000
export const KEYS_STALE_MS = 30_000
export const BILLING_STALE_MS = 60_000
/** The search's name index is rebuilt on the first search after a day (UI contract). */
export const SEARCH_INDEX_STALE_MS = 24 * 60 * 60_000
