/**
 * CopyLinkButton: copies the address of the current view (path and query
 * string, i.e. every filter, sort and page) so it can be shared. Says
 * "Link copied" in a live region; when the clipboard is unavailable it shows
 * the address in a read-only field, selected, for manual copying.
 */
import { useEffect, useRef, useState } from 'react'
import { useHref, useLocation } from 'react-router-dom'

export function CopyLinkButton({ label = 'Copy link' }: { label?: string }) {
  const location = useLocation()
  const href = useHref({ pathname: location.pathname, search: location.search })
  const url = new URL(href, window.location.origin).href
  // The message belongs to the view it was given for: another view shows none.
  const [result, setResult] = useState<{ url: string; status: 'copied' | 'failed' } | null>(null)
  const status = result?.url === url ? result.status : 'idle'
  const fieldRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (status === 'failed') fieldRef.current?.select()
    if (status !== 'copied') return
    const timer = setTimeout(() => setResult(null), 3000)
    return () => clearTimeout(timer)
  }, [status])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setResult({ url, status: 'copied' })
    } catch {
      setResult({ url, status: 'failed' })
    }
  }

  return (
    <span className="copy-link">
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={status === 'copied' ? 'copy-link-status' : 'visually-hidden'}>
        {status === 'copied' ? 'Link copied' : ''}
      </span>
      {status === 'failed' && (
        <label className="copy-link-fallback">
          Copy this address
          <input ref={fieldRef} type="text" readOnly value={url} size={40} />
        </label>
      )}
    </span>
  )
}
