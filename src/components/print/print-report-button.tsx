import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLocation } from 'react-router-dom'
import { formatDateTime } from '../../lib/format'
import { drawAllForPrint } from './print-drawing'
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
 * "Print report": draws every chart still waiting for the viewport, then opens
 * the browser's print (whose "Save as PDF" gives the file). Beside it, a line
 * only paper shows: where the report came from and when it was printed, so a
 * PDF passed on to a committee still says which rating, as of when.
 */
export function PrintReportButton() {
  const { pathname, search } = useLocation()
  const [printedAt, setPrintedAt] = useState(() => new Date())
  const [preparing, setPreparing] = useState(false)

  // The browser's own Print command comes here too: the date is the printing's, not the page's opening.
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date())
    window.addEventListener('beforeprint', stamp)
    return () => window.removeEventListener('beforeprint', stamp)
  }, [])

  async function print() {
    if (preparing) return
    setPreparing(true)
    setPrintedAt(new Date())
    try {
      await drawAllForPrint()
      window.print()
    } finally {
      setPreparing(false)
    }
  }

  return (
    <>
      <button type="button" className="print-report-button" onClick={() => void print()} aria-disabled={preparing || undefined}>
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
