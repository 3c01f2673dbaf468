import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from './after-next-paint'

/**
 * Rows a new long page draws in its first frame (what a laptop screen shows
 * below the list's toolbar), and rows each later frame adds: a step's cost is
 * its new rows' layout and paint, so a smaller step is a shorter frame.
 */
export const STEP_ROWS = 12

/** A page up to this long draws at once: in steps, the portfolio's 50 holdings cost more task time in all. */
export const AT_ONCE_ROWS = 50

/**
 * How many of `total` rows to draw now. A new set of rows (`rows`, by
 * identity) starts with the first screenful and adds a step per painted
 * frame; a page of up to AT_ONCE_ROWS draws at once. Kept because a page of
 * 100 rows laid out in one frame made Back and a new sort answer later than
 * 100 ms at 4× CPU (docs/performance.md).
 */
export function useRowsInSteps(rows: unknown, total: number): number {
  const all = total <= AT_ONCE_ROWS
  const [step, setStep] = useState({ rows, count: all ? total : STEP_ROWS })
  let count = step.count
  if (step.rows !== rows) {
    // New rows: start over (React renders again at once with this state, before committing).
    count = all ? total : STEP_ROWS
    setStep({ rows, count })
  }
  const shown = Math.min(count, total)

  useEffect(() => {
    if (shown >= total) return
    // A transition: a click while rows are still being added is answered first.
    return afterNextPaint(() =>
      startTransition(() => setStep((current) => (current.rows === rows ? { rows, count: current.count + STEP_ROWS } : current))),
    )
  }, [rows, shown, total])

  return shown
}
