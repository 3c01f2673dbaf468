import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../lib/after-next-paint'

/** Rows a new long page draws in its first frame: more than a laptop screen shows. */
export const FIRST_STEP_ROWS = 25
/** Rows each following frame adds. */
export const NEXT_STEP_ROWS = 25

/**
 * How many of `total` rows to draw now. A new page of 100 rows costs the
 * browser one frame of style, layout and paint for all of them (about 200 ms
 * at 4× CPU slowdown, most of it not script), which is what Back to a cached
 * page waits for. A new set of rows (`rows`, by identity) therefore starts
 * with the first screenful and adds the rest a step per painted frame; a
 * page of up to FIRST_STEP_ROWS + NEXT_STEP_ROWS rows is drawn at once.
 *
 * Measured against the alternatives (bench:ui, /defi?limit=100 at 4×, back to
 * back on one machine; steps / every row at once, 5 passes each / CSS
 * `content-visibility: auto` on the cells, 3 passes; a table row itself cannot
 * be contained): sort by TVL 104 / 152 / 160 ms, Back 93 / 130 / 135 ms, Next
 * page 72 / 96 / 408 ms, Columns 72 / 96 / 528 ms.
 */
export function useRowsInSteps(rows: unknown, total: number): number {
  const all = total <= FIRST_STEP_ROWS + NEXT_STEP_ROWS
  const [step, setStep] = useState({ rows, count: all ? total : FIRST_STEP_ROWS })
  let count = step.count
  if (step.rows !== rows) {
    // New rows: start over (React re-renders at once with this state, before committing).
    count = all ? total : FIRST_STEP_ROWS
    setStep({ rows, count })
  }
  const shown = Math.min(count, total)

  useEffect(() => {
    if (shown >= total) return
    let cancelled = false
    afterNextPaint(() => {
      if (cancelled) return
      // In a transition: React renders the step in slices and yields to input, so a click while rows are
      // still being added (Columns, right after Next page) is answered first instead of waiting for the step.
      startTransition(() => setStep((current) => (current.rows === rows ? { rows, count: current.count + NEXT_STEP_ROWS } : current)))
    })
    return () => {
      cancelled = true
    }
  }, [rows, shown, total])

  return shown
}
