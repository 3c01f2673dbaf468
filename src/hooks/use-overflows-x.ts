import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Whether the element's content is wider than the element (it scrolls
 * sideways). Watches the element and its first child, whose width changes
 * with the rows while the box keeps its size. False without ResizeObserver.
 *
 * The first answer comes from the observer's own first report, made after the
 * browser's next layout, not from reading the sizes here: that read forced a
 * layout of the whole table inside React's commit, most of the long task that
 * commits a list page's first rows; the browser lays the page out once either way.
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1))
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [ref])
  return overflows
}
