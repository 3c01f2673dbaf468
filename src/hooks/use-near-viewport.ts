import { startTransition, useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `ahead` of the viewport (and from
 * then on), set in a transition. For parts of a page that cost something to
 * draw or to fetch and sit below the fold: they cost nothing until someone
 * scrolls towards them. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, ahead: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        startTransition(() => setNear(true))
      },
      { rootMargin: ahead },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref, ahead])

  return near
}
