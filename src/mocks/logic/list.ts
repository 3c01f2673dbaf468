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
  const length = order ? order.length : records.length
  const at = (position: number) => records[order ? (order[position] as number) : position] as T
  const data: T[] = []
  if (filters.length === 0) {
    // Nothing to test: the total is known and the page is a slice.
    for (let p = offset; p < Math.min(length, offset + limit); p += 1) data.push(at(p))
    return { data, pagination: { total_count: length, limit, offset } }
  }
  const end = offset + limit
  const count = filters.length
  let total = 0
  for (let p = 0; p < length; p += 1) {
    const index = order ? (order[p] as number) : p
    let keep = true
    for (let f = 0; f < count && keep; f += 1) keep = (filters[f] as RowFilter)(index)
    if (!keep) continue
    if (total >= offset && total < end) data.push(records[index] as T)
    total += 1
  }
  return { data, pagination: { total_count: total, limit, offset } }
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

/**
 * A numeric range filter over a pre-computed column (NaN = missing), added when either bound is set. NaN fails every
 * comparison, so a record without the value never matches a set range.
 */
export function addColumnRange(filters: RowFilter[], column: Float64Array, gte?: number, lte?: number): void {
  if (gte === undefined && lte === undefined) return
  const low = gte ?? Number.NEGATIVE_INFINITY
  const high = lte ?? Number.POSITIVE_INFINITY
  filters.push((i) => {
    const value = column[i] as number
    return value >= low && value <= high
  })
}

export function addDayRange(filters: RowFilter[], read: (index: number) => string | null | undefined, gte?: string, lte?: string): void {
  if (gte !== undefined || lte !== undefined) filters.push((i) => dayInRange(read(i), gte, lte))
}

export function paramError(issue: ParamIssue): { ok: false; error: MockError } {
  return invalidParameter(issue.param, issue.message, issue.value)
}
