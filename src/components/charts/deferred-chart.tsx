import { Suspense, startTransition, useEffect, useRef, useState, type ReactNode } from 'react'

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
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const box = boxRef.current
    if (near || !box) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        startTransition(() => setNear(true))
      },
      { rootMargin: AHEAD },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [near])

  return (
    <div ref={boxRef} style={{ minHeight: height }}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  )
}
