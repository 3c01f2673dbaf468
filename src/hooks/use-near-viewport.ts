import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `ahead` of the viewport (and from
 * then on). For a request below the fold that costs credits: it is not sent
 * until someone scrolls towards it. Without IntersectionObserver it is near
 * at once.
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
        setNear(true)
      },
      { rootMargin: ahead },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref, ahead])

  return near
}
