/** Ratings change rarely and every request costs credits: keep them fresh for long. */
export const RATINGS_STALE_MS = 10 * 60_000
export const ALERTS_STALE_MS = 2 * 60_000
