/**
 * ListQueryState: the states of a list view around its table.
 *
 * - error: the ApiError's message with "Try again" (QueryError: rate-limit
 *   countdown, credit-limit and Settings links); the 401/403 banner is global;
 * - empty with filters: says which filters are active and offers "Reset filters";
 * - empty past the last page (offset too far): offers the first page;
 * - otherwise the children (the table and its pagination), which show their
 *   own skeleton while loading.
 */
import type { ReactNode } from 'react'
import { EmptyState } from '../empty-state'
import { QueryError } from '../query-error'

export interface ListQueryLike {
  error: unknown
  isError: boolean
  /** Items of the page on screen, undefined before the first arrives. */
  itemCount: number | undefined
  refetch: () => unknown
}

export interface ListQueryStateProps {
  query: ListQueryLike
  /** Labels of the active filters, e.g. ["Type: lending", "TVL ≥ $1.50M"]. */
  activeFilters: readonly string[]
  onResetFilters: () => void
  offset: number
  onFirstPage: () => void
  /** What the list holds, plural: "products", "providers", "alerts". */
  noun: string
  errorTitle?: string
  children: ReactNode
}

export function ListQueryState({
  query,
  activeFilters,
  onResetFilters,
  offset,
  onFirstPage,
  noun,
  errorTitle,
  children,
}: ListQueryStateProps) {
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} title={errorTitle ?? `The ${noun} could not be loaded`} />
  }
  if (query.itemCount === 0) {
    if (offset > 0) {
      return (
        <EmptyState title="This page is past the last row">
          <p>There are fewer {noun} than this page would start at.</p>
          <button type="button" onClick={onFirstPage}>
            Go to the first page
          </button>
        </EmptyState>
      )
    }
    if (activeFilters.length) {
      return (
        <EmptyState title={`No ${noun} match these filters`}>
          <p>Active filters: {activeFilters.join('; ')}.</p>
          <button type="button" onClick={onResetFilters}>
            Reset filters
          </button>
        </EmptyState>
      )
    }
    return <EmptyState title={`No ${noun} yet`} />
  }
  return <>{children}</>
}
