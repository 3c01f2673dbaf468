import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { ListPage } from '../../api/client'
import { QueryError } from '../../components/query-error'

export const OVERVIEW_LIST_SIZE = 5

/**
 * One "latest" list of the overview: heading, the items as they arrive (a
 * skeleton of the final size until then), its own error with a retry, and a
 * link into the full view. Until its request starts (the lists wait for the
 * viewport) it says so in words: a skeleton means a request on its way.
 */
export function OverviewSection<T>({
  title,
  query,
  itemKey,
  renderItem,
  emptyText,
  viewAll,
}: {
  title: string
  query: UseQueryResult<ListPage<T>>
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  emptyText: string
  viewAll: { to: string; label: string }
}) {
  const headingId = useId()
  return (
    <section className="overview-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {query.isPending && query.fetchStatus !== 'fetching' ? (
        // Waiting for the viewport (or the connection): words that hold the list's place, not a skeleton.
        <p className="overview-waiting">
          {query.fetchStatus === 'paused' ? 'This list loads when the connection is back.' : 'This list loads when you reach it.'}
        </p>
      ) : query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            Loading {title.toLowerCase()}…
          </p>
          <ul className="overview-list" aria-hidden="true">
            {Array.from({ length: OVERVIEW_LIST_SIZE }, (_, i) => (
              <li key={i} className="overview-skeleton" />
            ))}
          </ul>
        </>
      ) : query.isError ? (
        <QueryError error={query.error} title={`${title} could not be loaded`} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="overview-empty">{emptyText}</p>
      ) : (
        <ul className="overview-list">
          {query.data.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <p className="overview-more">
        <Link to={viewAll.to}>{viewAll.label}</Link>
      </p>
    </section>
  )
}
