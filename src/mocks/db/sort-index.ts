import type { SortOrder } from '../../api/params/fields'

/**
 * Pre-computed sort orders over one table. Each sortable field has a numeric
 * key per record (NaN for a missing value, which goes last in both
 * directions), where a larger key means "more" (for grades: better). The
 * order for a (field, direction) pair is computed once and cached, so a list
 * request only walks a ready permutation: no sorting, no re-parsing.
 */
export class SortIndex<F extends string> {
  private readonly cache = new Map<string, Int32Array>()

  constructor(
    private readonly keys: Record<F, Float64Array>,
    /** Unique rank per record by name (ties between equal names broken by position): the tiebreak. */
    private readonly tieRank: Int32Array,
  ) {}

  order(field: F, direction: SortOrder): Int32Array {
    const cacheKey = `${field}:${direction}`
    let order = this.cache.get(cacheKey)
    if (!order) {
      order = this.computeOrder(this.keys[field], direction)
      this.cache.set(cacheKey, order)
    }
    return order
  }

  /** One sort per (field, direction) for the lifetime of the table (about 25 ms of CPU at 50,000 rows). */
  private computeOrder(keys: Float64Array, direction: SortOrder): Int32Array {
    const tie = this.tieRank
    const sign = direction === 'asc' ? 1 : -1
    const order = new Int32Array(tie.length)
    for (let i = 0; i < order.length; i += 1) order[i] = i
    // In place on purpose: the identity permutation is ours and sorting it is the point.
    order.sort((a, b) => {
      const ka = keys[a] as number
      const kb = keys[b] as number
      const missingA = Number.isNaN(ka)
      const missingB = Number.isNaN(kb)
      if (missingA !== missingB) return missingA ? 1 : -1
      if (!missingA && ka !== kb) return sign * (ka - kb)
      return (tie[a] as number) - (tie[b] as number)
    })
    return order
  }
}

/** Case-insensitive name order, then exact text, then position: deterministic in every JS engine (no locale data). */
export function nameRanks(names: readonly string[]): Int32Array {
  const lower = names.map((name) => name.toLowerCase())
  const indices = names.map((_, i) => i)
  indices.sort((a, b) => {
    const la = lower[a] as string
    const lb = lower[b] as string
    if (la !== lb) return la < lb ? -1 : 1
    const na = names[a] as string
    const nb = names[b] as string
    if (na !== nb) return na < nb ? -1 : 1
    return a - b
  })
  const ranks = new Int32Array(names.length)
  indices.forEach((recordIndex, rank) => {
    ranks[recordIndex] = rank
  })
  return ranks
}

export function numericColumn<T>(records: readonly T[], read: (record: T) => number | null | undefined): Float64Array {
  const column = new Float64Array(records.length)
  records.forEach((record, i) => {
    const value = read(record)
    column[i] = typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN
  })
  return column
}
