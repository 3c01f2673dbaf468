/**
 * FilterSidebar: the "Filters" landmark (`<aside aria-label="Filters">`) with
 * the count of active filters and "Reset filters" (disabled when none is
 * active). The controls go in as children; they apply on their own, so the
 * inner form never submits.
 *
 * On narrow screens (CSS) the sidebar becomes a drawer opened by a "Filters"
 * button: the shared Dialog (variant "drawer", on the native <dialog>), so
 * the browser keeps Tab inside it and makes the page behind it inert; Escape
 * or "Close filters" closes it and focus returns to the button. The drawer
 * stays inside the aside, so its controls are still within the "Filters"
 * landmark. A closed drawer does not render its controls (they hold no state
 * of their own: the URL does), which keeps them out of a phone's first render.
 *
 * On wide screens "Hide filters" collapses the sidebar so the table gets its
 * width (the page's grid follows `collapsed`; the choice is remembered, see
 * useFiltersCollapsed); "Show filters" brings it back.
 */
import { useId, useRef, useState, type ReactNode } from 'react'
import { Dialog } from '../dialog/dialog'
import { useMediaQuery } from '../../hooks/use-media-query'
import './filters.css'

export interface FilterSidebarProps {
  activeCount: number
  onReset: () => void
  children: ReactNode
  /** Wide screens: the sidebar is folded away. */
  collapsed?: boolean
  onToggleCollapsed?: () => void
}

/** Same breakpoint as filters.css. */
const DRAWER_QUERY = '(max-width: 56rem)'

export function FilterSidebar({ activeCount, onReset, children, collapsed = false, onToggleCollapsed }: FilterSidebarProps) {
  const [open, setOpen] = useState(false)
  const isDrawer = useMediaQuery(DRAWER_QUERY)
  const panelId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)

  const countText = activeCount === 0 ? 'No filters active' : `${activeCount} ${activeCount === 1 ? 'filter' : 'filters'} active`
  const close = () => setOpen(false)

  const panel = (showControls: boolean) => (
    <>
      <p className="filter-count" aria-live="polite">
        {countText}
      </p>
      <form className="filter-form" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        {showControls ? children : null}
      </form>
      <button type="button" className="filter-reset" disabled={activeCount === 0} onClick={onReset}>
        Reset filters
      </button>
    </>
  )

  const folded = collapsed && !isDrawer

  return (
    <div className={`filter-sidebar-wrap${folded ? ' is-collapsed' : ''}`}>
      {onToggleCollapsed && (
        <button
          type="button"
          className="filter-collapse-toggle"
          aria-expanded={!collapsed}
          aria-controls={panelId}
          onClick={onToggleCollapsed}
        >
          {collapsed ? `Show filters${activeCount > 0 ? ` (${activeCount})` : ''}` : 'Hide filters'}
        </button>
      )}
      <button type="button" className="filter-drawer-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <aside id={panelId} aria-label="Filters" className={`filter-sidebar${open ? ' is-drawer-open' : ''}`} hidden={folded}>
        {open ? (
          <Dialog title="Filters" variant="drawer" onClose={close} initialFocusRef={closeRef} closeOnBackdrop inPlace>
            <div className="filter-sidebar-panel">
              <button ref={closeRef} type="button" className="filter-drawer-close" onClick={close}>
                Close filters
              </button>
              {panel(true)}
            </div>
          </Dialog>
        ) : (
          <>
            <h2 className="filter-sidebar-title">Filters</h2>
            {panel(!isDrawer)}
          </>
        )}
      </aside>
    </div>
  )
}
