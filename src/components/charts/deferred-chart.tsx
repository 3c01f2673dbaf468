import { Suspense, useRef, type ReactNode } from 'react'
import { useNearViewportBox } from '../../hooks/use-near-viewport'
import { usePrintDrawing } from '../print/print-drawing'

/** How far outside the viewport a chart starts rendering, so it is drawn by the time it scrolls in. */
const AHEAD = '300px 0px'

// Tells a print that this chart is still to be drawn (see drawAllForPrint).
const pendingMark = <span data-print-pending="" />

/**
 * Draws a chart only once its box comes near the viewport, in a transition,
 * with the box's height reserved meanwhile (no layout shift). Charts are the
 * heaviest render on a page (recharts lays out every axis, tick and bar in
 * script), so a page paints its facts and tables first and a chart below
 * the fold costs nothing until someone scrolls to it. The chart's own code
 * is meant to be a lazy component (kept out of the route chunk); it loads
 * under this Suspense. Without IntersectionObserver the chart renders at once.
 * A print draws it wherever it is (a sheet of paper has no viewport to near).
 *
 * `children` may be a function of the box's width when it came near (null
 * when unknown): a chart that sizes itself to its box can then draw at that
 * size in this transition's render, which is done in slices, instead of
 * measuring after it and drawing again in one long task.
 */
export function DeferredChart({ height, children }: { height: number; children: ReactNode | ((width: number | null) => ReactNode) }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const { near, width } = useNearViewportBox(boxRef, AHEAD)
  const printing = usePrintDrawing()

  return (
    <div ref={boxRef} style={{ minHeight: height }}>
      {near || printing ? <Suspense fallback={pendingMark}>{typeof children === 'function' ? children(width) : children}</Suspense> : pendingMark}
    </div>
  )
}
