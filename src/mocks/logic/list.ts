import type { ParamIssue } from '../../api/params/define-list-params'
import type { Pagination } from '../../api/schemas/common'
import { invalidParameter, type MockError } from './errors'

export interface ListPage<T> {
  data: T[]
  pagination: Pagination
}

/** A row filter over table positions; the list is kept only when every one passes. */
export type RowFilter = (index: number) => boolean

/**
 * Walks a ready order (a cached permutation, or the stored order) and keeps
 * the rows that pass every filter: counts them all for total_count, copies
 * only the requested page. One pass, no sorting.
 */
export function collectPage<T>(
  records: readonly T[],
  order: ArrayLike<number> | null,
  filters: readonly RowFilter[],
  offset: number,
  limit: number,
): ListPage<T> {
  const data: T[] = []
  const end = offset + limit
  let total = 0
  const length = order ? order.length : records.length
  outer: for (let i = 0; i < length; i += 1) {
    const index = order ? (order[i] as number) : i
    for (const keep of filters) if (!keep(index)) continue outer
    if (total >= offset && total < end) data.push(records[index] as T)
    total += 1
  }
  return { data, pagination: { total_count: total, limit, offset } }
}

/** Inclusive numeric range; a missing value never matches a set range. */
export function inRange(value: number | null | undefined, gte: number | undefined, lte: number | undefined): boolean {
  if (typeof value !== 'number' || Number.isNaN(value)) return false
  return (gte === undefined || value >= gte) && (lte === undefined || value <= lte)
}

/**
 * Inclusive whole-day range over `YYYY-MM-DD` dates or ISO timestamps (UTC):
 * the first ten characters are the UTC calendar day, and ISO days compare
 * correctly as text.
 */
export function dayInRange(value: string | null | undefined, gte: string | undefined, lte: string | undefined): boolean {
  if (!value) return false
  const day = value.slice(0, 10)
  return (gte === undefined || day >= gte) && (lte === undefined || day <= lte)
}

/** Adds a filter for a numeric range when either bound is set. */
export function addRange(filters: RowFilter[], read: (index: number) => number | null | undefined, gte?: number, lte?: number): void {
  if (gte !== undefined || lte !== undefined) filters.push((i) => inRange(read(i), gte, lte))
}

export function addDayRange(filters: RowFilter[], read: (index: number) => string | null | undefined, gte?: string, lte?: string): void {
  if (gte !== undefined || lte !== undefined) filters.push((i) => dayInRange(read(i), gte, lte))
}

export function paramError(issue: ParamIssue): { ok: false; error: MockError } {
  return invalidParameter(issue.param, issue.message, issue.value)
}
