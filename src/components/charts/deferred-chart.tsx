import { Suspense, useRef, type ReactNode } from 'react'
import { useNearViewport } from '../../hooks/use-near-viewport'

/** How far outside the viewport a chart starts rendering, so it is drawn by the time it scrolls in. */
const AHEAD = '300px 0px'

/**
 * Draws a chart only once its box comes near the viewport, in a transition,
 * with the box's height reserved meanwhile (no layout shift). Charts are the
 * heaviest render on a page (recharts lays out every axis, tick and bar in
 * script), so a page paints its facts and tables first and a chart below
 * the fold costs nothing until someone scrolls to it. The chart's own code
 * is meant to be a lazy component (kept out of the route chunk); it loads
 * under this Suspense. Without IntersectionObserver the chart renders at once.
 */
export function DeferredChart({ height, children }: { height: number; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(boxRef, AHEAD)

  return (
    <div ref={boxRef} style={{ minHeight: height }}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  )
}
