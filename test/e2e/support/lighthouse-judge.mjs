// The verdicts of the side-by-side Lighthouse pass (test/e2e/lighthouse.mjs --base):
// a change is judged against the previous main measured in the same job, runs
// interleaved, so what the machine costs both builds cancels out.

/** A route fails when its median drops by more than this against the base's median. */
export const MAX_DROP = 0.03
/** A median this close to a limit is measured with more runs before it is judged (noise is ±0.02 here). */
export const CLOSE_CALL = 0.02

/** The median of a list of numbers (the lower middle one for an even count, as Lighthouse's own tooling does). */
export function median(values) {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Scores are hundredths: differences are rounded to them, so 0.93 - 0.90 is 0.03, not 0.030000000000000027. */
const hundredths = (value) => Math.round(value * 100) / 100

/**
 * Whether a route's runs are too close to a limit to judge on three: the change's median within CLOSE_CALL of the
 * floor, or its drop against the base within CLOSE_CALL of MAX_DROP, on either side.
 */
export function isCloseCall({ head, base, floor }) {
  const headMedian = median(head)
  const nearFloor = Math.abs(hundredths(headMedian - floor)) < CLOSE_CALL
  if (!base?.length) return nearFloor
  const drop = hundredths(median(base) - headMedian)
  return nearFloor || Math.abs(hundredths(drop - MAX_DROP)) <= CLOSE_CALL
}

/**
 * One route's verdict from its scores. Fails when the change's median drops by more than MAX_DROP
 * against the base's, or when it falls under the floor while the base's median (same machine, same
 * runs) is not under it, by a drop larger than the noise (CLOSE_CALL): a floor that the base misses
 * too says the machine is slow, not that the change is, and a base sitting at the floor measures
 * 0.02 under it on a slow spell as often as the change does (the same code passed and failed here).
 * Without base runs (no --base) the floor alone judges.
 */
export function judgeRoute({ head, base, floor, maxDrop = MAX_DROP }) {
  const headMedian = median(head)
  if (!base?.length) {
    const ok = headMedian >= floor
    return { ok, headMedian, reason: ok ? '' : `median ${headMedian.toFixed(2)} under the floor ${floor}` }
  }
  const baseMedian = median(base)
  const drop = hundredths(baseMedian - headMedian)
  if (drop > maxDrop) {
    return { ok: false, headMedian, baseMedian, drop, reason: `dropped ${drop.toFixed(2)} against the previous main (${baseMedian.toFixed(2)} → ${headMedian.toFixed(2)}; at most ${maxDrop})` }
  }
  if (headMedian < floor && baseMedian >= floor && drop > CLOSE_CALL) {
    return { ok: false, headMedian, baseMedian, drop, reason: `under the floor ${floor} (${headMedian.toFixed(2)}) where the previous main reaches it (${baseMedian.toFixed(2)})` }
  }
  const note =
    headMedian >= floor
      ? ''
      : baseMedian < floor
        ? `under the floor ${floor}, as is the previous main (${baseMedian.toFixed(2)}) on this machine`
        : `under the floor ${floor} by a drop within the noise (${baseMedian.toFixed(2)} → ${headMedian.toFixed(2)})`
  return { ok: true, headMedian, baseMedian, drop, reason: note }
}
