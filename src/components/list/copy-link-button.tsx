/**
 * CopyLinkButton: copies the address of the current view (path and query
 * string, i.e. every filter, sort and page) so it can be shared. When the
 * clipboard is unavailable it shows the address in a read-only field,
 * selected, for manual copying.
 */
import { useHref, useLocation } from 'react-router-dom'
import { CopyButton } from '../copy-button'

function selectOnMount(field: HTMLInputElement | null) {
  field?.select()
}

export function CopyLinkButton({ label = 'Copy link' }: { label?: string }) {
  const location = useLocation()
  const href = useHref({ pathname: location.pathname, search: location.search })
  const url = new URL(href, window.location.origin).href

  return (
    <CopyButton
      text={url}
      copiedMessage="Link copied"
      failedMessage="Could not copy the link"
      failedContent={
        <label className="copy-link-fallback">
          Copy this address
          <input ref={selectOnMount} type="text" readOnly value={url} size={40} />
        </label>
      }
    >
      {label}
    </CopyButton>
  )
}
