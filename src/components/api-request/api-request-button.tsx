/**
 * "API request": a disclosure beside a view's actions that shows the request
 * behind the data on screen (method, full URL, the key header, what it last
 * cost) and copies it as cURL, JavaScript or Python. A disclosure, not a
 * modal dialog: the page stays usable, and changing a filter with the panel
 * open changes the URL in it.
 */
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { GetRequest } from '../../api/queries/api-request'
import './api-request.css'

// The panel (its snippets, copy buttons and ledger reading) comes when it is wanted: a pointer over the button, or
// focus on it, asks for it, so a detail page's grade does not wait for code nobody may open.
const loadPanel = () => import('./api-request-panel')
const ApiRequestPanel = lazy(async () => ({ default: (await loadPanel()).ApiRequestPanel }))

export function ApiRequestButton({ request }: { request: GetRequest }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close()
    }
  }

  return (
    <div className="api-request">
      <button
        type="button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        API request
      </button>
      {open && (
        <section id={panelId} className="api-request-panel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
          <Suspense fallback={<p className="api-request-intro">Loading the request…</p>}>
            <ApiRequestPanel request={request} headingId={headingId} onClose={close} />
          </Suspense>
        </section>
      )}
    </div>
  )
}
