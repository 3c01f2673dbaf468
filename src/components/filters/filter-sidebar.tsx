/**
 * FilterSidebar: the "Filters" landmark (`<aside aria-label="Filters">`) with
 * the count of active filters and "Reset filters" (disabled when none is
 * active). The controls go in as children; they apply on their own, so the
 * inner form never submits.
 *
 * On narrow screens (CSS) the sidebar becomes a drawer opened by a "Filters"
 * button: opening moves focus into it, Escape or "Close filters" closes it
 * and returns focus to the button, and while it is open Tab cycles inside
 * it (the page behind the backdrop is out of reach, as for a dialog). A
 * closed drawer does not render its controls (they hold no state of their
 * own: the URL does), which keeps them out of a phone's first render.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useMediaQuery } from '../use-media-query'
import './filters.css'

export interface FilterSidebarProps {
  activeCount: number
  onReset: () => void
  children: ReactNode
}

/** Same breakpoint as filters.css. */
const DRAWER_QUERY = '(max-width: 56rem)'

export function FilterSidebar({ activeCount, onReset, children }: FilterSidebarProps) {
  const [open, setOpen] = useState(false)
  const isDrawer = useMediaQuery(DRAWER_QUERY)
  const panelId = useId()
  const headingId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
      // Only the drawer covers the page; a wide screen shows the sidebar beside it.
      else if (event.key === 'Tab' && isDrawer && panelRef.current) keepFocusInside(panelRef.current, event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, isDrawer])

  useEffect(() => {
    if (open) closeRef.current?.focus()
    else if (wasOpen.current) toggleRef.current?.focus()
    wasOpen.current = open
  }, [open])

  const countText = activeCount === 0 ? 'No filters active' : `${activeCount} ${activeCount === 1 ? 'filter' : 'filters'} active`

  return (
    <div className={`filter-sidebar-wrap${open ? ' is-open' : ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className="filter-drawer-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      {open && <div className="filter-drawer-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <aside
        ref={panelRef}
        id={panelId}
        aria-label="Filters"
        className="filter-sidebar"
      >
        <div className="filter-sidebar-head">
          <h2 id={headingId}>Filters</h2>
          <button ref={closeRef} type="button" className="filter-drawer-close" onClick={() => setOpen(false)}>
            Close filters
          </button>
        </div>
        <p className="filter-count" aria-live="polite">
          {countText}
        </p>
        <form className="filter-form" aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()}>
          {open || !isDrawer ? children : null}
        </form>
        <button type="button" className="filter-reset" disabled={activeCount === 0} onClick={onReset}>
          Reset filters
        </button>
      </aside>
    </div>
  )
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Wraps Tab from the last control to the first and Shift+Tab from the first to the last. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (!panel.contains(active)) {
    event.preventDefault()
    first.focus()
  } else if (event.shiftKey && active === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
