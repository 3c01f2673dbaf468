// The verdicts of the side-by-side first-visit benchmark (test/e2e/bench-first-visit.mjs --gate):
// a route's time to data in this tree against the base commit's, measured in the same sitting.

/** The middle of a list of numbers (the lower middle one for an even count). */
export function median(values) {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** How much later (positive) or sooner (negative) the head's median is than the base's, in per cent of the base's. */
export function changePercent(baseMedian, headMedian) {
  return ((headMedian - baseMedian) / baseMedian) * 100
}

/**
 * One try of one route: its verdict when the head's median is more than `gate` per cent later
 * than the base's median of runs measured alongside it.
 */
export function judgeTry({ base, head, gate }) {
  const baseMedian = median(base)
  const headMedian = median(head)
  const change = changePercent(baseMedian, headMedian)
  return { ok: change <= gate, baseMedian, headMedian, change }
}

/**
 * A route's verdict from its tries (one, or two when the first failed): a median over the gate
 * on one try can be a slow spell of a shared machine, so a route fails only when every try does.
 */
export function judgeRoute(tries, gate) {
  if (!tries.length) throw new Error('a route needs at least one try')
  const judged = tries.map((runs) => judgeTry({ ...runs, gate }))
  const ok = judged.some((verdict) => verdict.ok)
  const changes = judged.map((verdict) => `${verdict.change >= 0 ? '+' : ''}${verdict.change.toFixed(1)} %`).join(', then ')
  const reason = ok
    ? judged.length > 1
      ? `over the gate on the first try only (${changes})`
      : ''
    : `more than ${gate} % later than the base on ${judged.length === 1 ? 'its try' : `all ${judged.length} tries`} (${changes})`
  return { ok, tries: judged, reason }
}
