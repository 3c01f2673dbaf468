import { useEffect, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { useLocation } from 'react-router-dom'
import { formatDateTime } from '../../lib/format'
import './print.css'

/**
 * The print-only line goes first in the document, before the app: on paper it
 * heads the first page, however long the address, above everything else.
 */
function metaHost(): HTMLElement {
  const found = document.getElementById('print-report-meta-host')
  if (found) return found
  const host = document.createElement('div')
  host.id = 'print-report-meta-host'
  document.body.prepend(host)
  return host
}

/**
 * "Print report": opens the browser's print (whose "Save as PDF" gives the
 * file). Beside it, a line only paper shows: where the report came from and
 * when it was printed, so a PDF passed on to a committee still says which
 * rating, as of when.
 */
export function PrintReportButton() {
  const { pathname, search } = useLocation()
  const [printedAt, setPrintedAt] = useState(() => new Date())

  // The button and the browser's own Print command both come here. flushSync: the browser lays the page out
  // for paper right after this event, so the date must be in the DOM before the handler returns.
  useEffect(() => {
    const stamp = () => flushSync(() => setPrintedAt(new Date()))
    window.addEventListener('beforeprint', stamp)
    return () => window.removeEventListener('beforeprint', stamp)
  }, [])

  return (
    <>
      <button type="button" className="print-report-button" onClick={() => window.print()}>
        Print report
      </button>
      {createPortal(
        <p className="print-report-meta">
          Ratings Dashboard report · {window.location.origin}
          {pathname}
          {search} · printed {formatDateTime(printedAt.toISOString())}
        </p>,
        metaHost(),
      )}
    </>
  )
}
