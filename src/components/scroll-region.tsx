import { useRef, type ReactNode } from 'react'
import { useOverflowsX } from '../hooks/use-overflows-x'

/**
 * A box that scrolls sideways when its table is wider than the page (a phone,
 * or 400 % zoom). Only while it does is it a region named by the table's
 * caption and in the Tab order, so a keyboard can scroll it (WCAG 1.4.10,
 * 2.1.1); a table that fits adds no Tab stop.
 */
export function ScrollRegion({ className, labelledBy, children }: { className: string; labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const scrolls = useOverflowsX(ref)
  return (
    <div ref={ref} className={className} {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-labelledby': labelledBy } : {})}>
      {children}
    </div>
  )
}
