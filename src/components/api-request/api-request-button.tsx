/**
 * "API request": a disclosure beside a view's actions that shows the request
 * behind the data on screen (method, full URL, the key header, what it last
 * cost) and copies it as cURL, JavaScript or Python. A disclosure, not a
 * modal dialog: the page stays usable, and changing a filter with the panel
 * open changes the URL in it.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { getApiConfig } from '../../api/config'
import type { LedgerEntry } from '../../credits/ledger'
import type { GetRequest } from '../../api/queries/api-request'
import { publicBaseUrl, viewRequestLedgerLine, viewRequestUrl } from '../../api/view-requests'
import { formatInteger } from '../../lib/format'
import { CopyButton } from '../copy-button'
import { useLedger } from '../../credits/use-credits'
import { API_KEY_HEADER_LINE, curlSnippet, javascriptSnippet, pythonSnippet } from './snippets'
import './api-request.css'

/** The newest answer to this exact request that carried a credit figure. */
function lastCost(entries: readonly LedgerEntry[], line: string): number | null {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!
    if (entry.request === line && entry.credits !== null) return entry.credits
  }
  return null
}

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
      <button type="button" ref={buttonRef} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        API request
      </button>
      {open && (
        <section id={panelId} className="api-request-panel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
          <ApiRequestPanel request={request} headingId={headingId} onClose={close} />
        </section>
      )}
    </div>
  )
}

function ApiRequestPanel({ request, headingId, onClose }: { request: GetRequest; headingId: string; onClose: () => void }) {
  const ledger = useLedger()
  // Read on every render: the connection sets it, and a change of connection remounts the pages.
  const { baseUrl, demo } = publicBaseUrl(getApiConfig().baseUrl, globalThis.location?.origin)
  const url = viewRequestUrl(baseUrl, request)
  const cost = lastCost(ledger.entries, viewRequestLedgerLine(request))

  return (
    <>
      <div className="api-request-head">
        <h2 id={headingId}>API request</h2>
        <button type="button" onClick={onClose}>
          Close <span className="visually-hidden">API request</span>
        </button>
      </div>
      <p className="api-request-intro">The request behind the data on screen. It follows the view: change a filter or the page and it changes too.</p>
      {demo && (
        <p className="notice notice-info">
          Demo mode: the data on screen is fictional. The request is shown as you would send it to the real service, which answers
          with real data and charges your key.
        </p>
      )}
      <pre className="api-request-code" aria-label="Request">
        <code>{`${request.method} ${url}\n${API_KEY_HEADER_LINE}`}</code>
      </pre>
      <p className="api-request-cost">
        {cost === null
          ? 'Credits: not known yet (no such request was answered with a credit figure in this session).'
          : `The last such request cost ${formatInteger(cost)} ${cost === 1 ? 'credit' : 'credits'}.`}
      </p>
      <p className="field-hint">
        Set the environment variable <code>STAKING_REWARDS_API_KEY</code> to your key first; the copied code reads it from there and never
        contains the key.
      </p>
      <div className="api-request-copy">
        <CopyButton text={curlSnippet(url)} copiedMessage="cURL command copied">
          Copy as cURL
        </CopyButton>
        <CopyButton text={javascriptSnippet(url)} copiedMessage="JavaScript copied">
          Copy as JavaScript
        </CopyButton>
        <CopyButton text={pythonSnippet(url)} copiedMessage="Python copied">
          Copy as Python
        </CopyButton>
      </div>
    </>
  )
}
