import { useEffect, useId, useRef, type FocusEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import './dialog.css'

export interface DialogProps {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode
  onClose: () => void
  /** While a request runs the dialog stays open so its outcome can be shown. */
  closeBlocked?: boolean
  /** Where focus starts; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Where focus goes on close when the element that opened the dialog is gone (e.g. a row that changed). */
  fallbackFocusRef?: RefObject<HTMLElement | null>
  describedBy?: string
  /** `drawer` slides in from the side (the phone filter drawer); `modal` is centred. */
  variant?: 'modal' | 'drawer'
  /** Extra class for the dialog element (sizing per use). */
  className?: string
  /** A clicked backdrop closes the dialog (off by default: a stray click must not lose a form). */
  closeOnBackdrop?: boolean
  /**
   * Render where it stands instead of at the end of <body> (the top layer
   * shows it above everything either way). The filter drawer uses it so its
   * controls stay inside the "Filters" landmark.
   */
  inPlace?: boolean
  children: ReactNode
}

/** What Tab can reach: the one list of the app (the drawer's and the key dialogs' traps were merged here). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

function tabbablesIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.hasAttribute('data-focus-guard') && (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  )
}

/**
 * The one modal dialog of the app, on the native `<dialog>` opened with
 * `showModal()`: the browser puts it in the top layer, makes the page behind
 * it inert, and turns Escape into a `cancel` event. Past its last control
 * the browser would send Tab on to its own toolbar; two focus guards at the
 * dialog's edges send it round to the first control instead (and Shift+Tab
 * to the last), so Tab cycles inside as WCAG's modal pattern expects. Mounted
 * means open; unmounting closes it and returns focus to the element that
 * opened it (or to `fallbackFocusRef` when that element is gone).
 */
export function Dialog({
  title,
  onClose,
  closeBlocked = false,
  initialFocusRef,
  fallbackFocusRef,
  describedBy,
  variant = 'modal',
  className,
  closeOnBackdrop = false,
  inPlace = false,
  children,
}: DialogProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  // Read by the event handlers below, so they always see the latest props without re-subscribing.
  const latest = useRef({ onClose, closeBlocked, closeOnBackdrop })
  latest.current = { onClose, closeBlocked, closeOnBackdrop }

  // A passive effect on purpose: its cleanup runs after the whole commit, so an
  // opener removed by the same update (a revoked row's button) counts as gone.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const fallback = fallbackFocusRef
    if (!dialog.open) dialog.showModal()
    const first = initialFocusRef?.current
    if (first) first.focus()
    else if (!dialog.contains(document.activeElement)) dialog.focus()
    return () => {
      if (dialog.open) dialog.close()
      // Read at closing time on purpose: the fallback is whatever stands there now.
      const target = opener?.isConnected ? opener : fallback?.current
      target?.focus()
    }
    // Runs once per opening: the refs are read when the dialog opens and closes.
    // eslint-disable-next-line react/exhaustive-deps
  }, [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Escape: the browser fires `cancel`; the dialog closes only through onClose, so React stays the source of truth.
    const onCancel = (event: Event) => {
      event.preventDefault()
      if (!latest.current.closeBlocked) latest.current.onClose()
    }
    // A click whose target is the <dialog> itself landed on the backdrop (the content box has its own children).
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && latest.current.closeOnBackdrop && !latest.current.closeBlocked) latest.current.onClose()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('click', onClick)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('click', onClick)
    }
  }, [])

  // A guard only passes focus on: from inside (Shift+Tab at the first control) to the last control,
  // from anywhere else (the browser's own first focus on opening) to the first.
  const onGuardFocus = (edge: 'start' | 'end') => (event: FocusEvent<HTMLSpanElement>) => {
    const dialog = dialogRef.current
    if (!dialog) return
    const tabbables = tabbablesIn(dialog)
    const cameFromInside = event.relatedTarget instanceof Node && dialog.contains(event.relatedTarget)
    const target = edge === 'start' && cameFromInside ? tabbables.at(-1) : tabbables[0]
    if (target) target.focus()
    else dialog.focus()
  }

  const dialog = (
    <dialog
      ref={dialogRef}
      className={['dialog', `dialog-${variant}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
    >
      <span className="dialog-focus-guard" tabIndex={0} data-focus-guard onFocus={onGuardFocus('start')} />
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
      <span className="dialog-focus-guard" tabIndex={0} data-focus-guard onFocus={onGuardFocus('end')} />
    </dialog>
  )
  return inPlace ? dialog : createPortal(dialog, document.body)
}
