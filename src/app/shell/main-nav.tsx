import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * The "Main" navigation. On phones (styles.css, below 40rem) its links fold
 * behind a "Menu" disclosure button (`aria-expanded`), so the page's heading
 * starts near the top of the screen; Escape, a click outside or following a
 * link closes it, and Escape gives focus back to the button. On wider
 * screens the button is hidden and the links show as a row. Without
 * `menuButton` (the frame drawn before the script) the links show alone.
 */
export function MainNav({ children, menuButton = true }: { children: ReactNode; menuButton?: boolean }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const navRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const [shownFor, setShownFor] = useState(pathname)

  // A new page closes the menu (adjusting state while rendering, not in an effect).
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <nav ref={navRef} aria-label="Main" className="main-nav">
      {menuButton && (
        <button
          ref={buttonRef}
          type="button"
          className="main-nav-menu-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="main-nav-menu-icon">
            ☰
          </span>
          Menu
        </button>
      )}
      <ul id={menuButton ? listId : undefined} className={`nav-list${open ? ' is-open' : ''}`}>
        {children}
      </ul>
    </nav>
  )
}
