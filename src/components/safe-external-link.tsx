import type { ReactNode } from 'react'
import { safeHttpUrl } from '../lib/safe-url'

/**
 * Links from API data open only when they are http(s); anything else
 * (javascript:, data:, relative paths) is shown as plain text.
 */
export function SafeExternalLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  const safe = safeHttpUrl(href)
  if (!safe) {
    return href ? <span className="unsafe-link" title="Not a web link, shown as text">{children}: {href}</span> : null
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
