import { startTransition, useEffect, useState, type RefObject } from 'react'

/** Whether the element has come near the viewport, and how wide it was then (null when not measured). */
export interface NearViewport {
  near: boolean
  width: number | null
}

/**
 * True once the element has come within `ahead` of the viewport (and from
 * then on), set in a transition, with the element's width at that moment
 * (from the observer's own measurement: no extra layout). For parts of a page
 * that cost something to draw or to fetch and sit below the fold: they cost
 * nothing until someone scrolls towards them. Without IntersectionObserver it
 * is near at once, with no width.
 */
export function useNearViewportBox(ref: RefObject<Element | null>, ahead: string): NearViewport {
  const [state, setState] = useState<NearViewport>(() => ({ near: typeof IntersectionObserver === 'undefined', width: null }))
  const { near } = state

  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((candidate) => candidate.isIntersecting)
        if (!entry) return
        observer.disconnect()
        const { width } = entry.boundingClientRect
        startTransition(() => setState({ near: true, width: width > 0 ? width : null }))
      },
      { rootMargin: ahead },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref, ahead])

  return state
}

/** useNearViewportBox's `near` alone. */
export function useNearViewport(ref: RefObject<Element | null>, ahead: string): boolean {
  return useNearViewportBox(ref, ahead).near
}
