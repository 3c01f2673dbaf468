/**
 * Pagination: offset paging as the API does it (`limit`, `offset`).
 *
 * "Previous page" / "Next page" buttons, a "Rows per page" select and a
 * status "Showing 26–50 of 312" ("Showing 26–50" when the API sends no
 * total). "Next page" follows `hasNextPage` from the API client: by the total
 * when known, else exactly when a full page came back. While a page loads the
 * controls reflect the URL as last asked for (`offset`, `limit`) and the
 * previous page's counts.
 */
import { useId } from 'react'
import { hasNextPage, type ListPage } from '../../api/client'
import { PAGE_SIZES } from '../../api/params/fields'
import { formatInteger } from '../../lib/format'
import './pagination.css'

export interface PaginationProps {
  /** The page on screen (possibly the previous one while the next loads); undefined before the first. */
  page: ListPage<unknown> | undefined
  offset: number
  limit: number
  onOffsetChange: (offset: number) => void
  onLimitChange: (limit: number) => void
  pageSizes?: readonly number[]
  /** Disable the buttons while a page is on its way, so clicks do not skip pages. */
  busy?: boolean
}

/** "Showing 26–50 of 312", "Showing 26–50", or "No rows" (exported for tests and reuse). */
export function pageStatusText(page: ListPage<unknown> | undefined): string {
  if (!page) return 'Loading…'
  const count = page.items.length
  if (count === 0) return page.pagination ? `No rows (of ${formatInteger(page.pagination.total_count)})` : 'No rows'
  const from = formatInteger(page.offset + 1)
  const to = formatInteger(page.offset + count)
  return page.pagination ? `Showing ${from}–${to} of ${formatInteger(page.pagination.total_count)}` : `Showing ${from}–${to}`
}

export function Pagination({
  page,
  offset,
  limit,
  onOffsetChange,
  onLimitChange,
  pageSizes = PAGE_SIZES,
  busy = false,
}: PaginationProps) {
  const selectId = useId()
  const canGoBack = offset > 0
  const canGoForward = page !== undefined && !busy && hasNextPage(page)
  // A hand-typed limit that is valid but not offered still shows as chosen.
  const sizes = pageSizes.includes(limit) ? pageSizes : [...pageSizes, limit].toSorted((a, b) => a - b)

  return (
    <nav className="pagination" aria-label="Pagination">
      <p className="pagination-status" aria-live="polite">
        {pageStatusText(page)}
      </p>
      <div className="pagination-size">
        <label htmlFor={selectId}>Rows per page</label>
        <select
          id={selectId}
          value={limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="button-row">
        <button type="button" disabled={!canGoBack} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          Previous page
        </button>
        <button type="button" disabled={!canGoForward} onClick={() => onOffsetChange(offset + limit)}>
          Next page
        </button>
      </div>
    </nav>
  )
}
