import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Whether the element's content is wider than the element (it scrolls
 * sideways). Watches the element and its first child, whose width changes
 * with the rows while the box keeps its size. False without ResizeObserver.
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver !== 'function') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [ref])
  return overflows
}
