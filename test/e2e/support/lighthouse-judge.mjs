// The verdicts of the Lighthouse pass (test/e2e/lighthouse.mjs): a route's median score against the
// floor. A base commit measured alongside (--base) is printed next to it and a lower score than the
// base's is noted, not failed: time to data, side by side, is the speed gate (bench-first-visit.mjs),
// and painting a page's head before its script moved Lighthouse's score more than a visitor's wait.

/** How far the median of a few runs of the same code moves between sittings here: a figure this close to the floor is measured again, and only a median under the floor by more than this fails. */
export const CLOSE_CALL = 0.02

/** The median of a list of numbers (the lower middle one for an even count, as Lighthouse's own tooling does). */
export function median(values) {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Scores are hundredths: differences are rounded to them, so 0.93 - 0.90 is 0.03, not 0.030000000000000027. */
const hundredths = (value) => Math.round(value * 100) / 100

/** Whether a route's median is too close to the floor, on either side, to judge on three runs. */
export function isCloseCall({ head, floor }) {
  return Math.abs(hundredths(median(head) - floor)) < CLOSE_CALL
}

/**
 * One route's verdict from its scores: it fails when its median is under the floor by more than
 * the noise (CLOSE_CALL). With base runs, a lower median than the base's is noted beside the verdict.
 */
export function judgeRoute({ head, base, floor }) {
  const headMedian = median(head)
  const under = hundredths(floor - headMedian)
  const ok = under <= CLOSE_CALL
  const floorNote = ok
    ? under > 0
      ? `under the floor ${floor} (${headMedian.toFixed(2)}) by no more than the noise (${CLOSE_CALL})`
      : ''
    : `median ${headMedian.toFixed(2)} under the floor ${floor} by more than the noise (${CLOSE_CALL})`
  if (!base?.length) return { ok, headMedian, reason: floorNote }
  const baseMedian = median(base)
  const drop = hundredths(baseMedian - headMedian)
  const dropNote = drop > 0 ? `${drop.toFixed(2)} lower than the previous main (${baseMedian.toFixed(2)} → ${headMedian.toFixed(2)}; printed, not judged)` : ''
  return { ok, headMedian, baseMedian, drop, reason: [floorNote, dropNote].filter(Boolean).join('; ') }
}
