import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import './keys.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog: labelled by its title, focus kept inside, Escape closes,
 * the rest of the page inert while open, and focus back on the element that
 * opened it (or on `fallbackFocusRef` when that element is gone, e.g. a
 * Revoke button whose row is now revoked).
 *
 * A custom element rather than the native `<dialog>` because the test DOM
 * lacks `showModal()`; the behaviour follows the APG modal dialog pattern.
 */
export function ModalDialog({
  title,
  onClose,
  closeBlocked = false,
  initialFocusRef,
  fallbackFocusRef,
  describedBy,
  children,
}: {
  title: string
  onClose: () => void
  /** While a request runs the dialog stays open so its outcome can be shown. */
  closeBlocked?: boolean
  initialFocusRef?: RefObject<HTMLElement | null>
  fallbackFocusRef?: RefObject<HTMLElement | null>
  describedBy?: string
  children: ReactNode
}) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const layerRef = useRef<HTMLDivElement>(null)

  const onKeyDownRef = useRef<(event: KeyboardEvent) => void>(() => {})

  useEffect(() => {
    const dialog = dialogRef.current
    const listener = (event: KeyboardEvent) => onKeyDownRef.current(event)
    dialog?.addEventListener('keydown', listener)
    const fallback = fallbackFocusRef
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const layer = layerRef.current
    const madeInert: HTMLElement[] = []
    for (const sibling of Array.from(document.body.children)) {
      if (sibling instanceof HTMLElement && sibling !== layer && !sibling.inert) {
        sibling.inert = true
        madeInert.push(sibling)
      }
    }
    const first = initialFocusRef?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialogRef.current
    first?.focus()
    return () => {
      dialog?.removeEventListener('keydown', listener)
      for (const element of madeInert) element.inert = false
      // Read at closing time on purpose: the fallback is whatever stands there now.
      const target = opener?.isConnected ? opener : fallback?.current
      target?.focus()
    }
    // Runs once per opening: the refs are read when the dialog opens and closes.
    // eslint-disable-next-line react/exhaustive-deps
  }, [])

  onKeyDownRef.current = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (!closeBlocked) onClose()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    if (focusable.length === 0) {
      event.preventDefault()
      return
    }
    const first = focusable[0]!
    const last = focusable[focusable.length - 1]!
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div className="modal-layer" ref={layerRef}>
      <div className="modal-backdrop" />
      <div
        ref={dialogRef}
        className="modal-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  )
}
