import { describe, expect, it } from 'vitest'
import { SortIndex, nameRanks } from '../../../src/mocks/db/sort-index'
import { Rng } from '../../../src/mocks/random'

/** The straightforward comparator the index must agree with: key in direction, missing last, then tie rank. */
function reference(keys: number[], tie: Int32Array, direction: 'asc' | 'desc'): number[] {
  return keys
    .map((_, i) => i)
    .toSorted((a, b) => {
      const ka = keys[a]!
      const kb = keys[b]!
      if (Number.isNaN(ka) !== Number.isNaN(kb)) return Number.isNaN(ka) ? 1 : -1
      if (!Number.isNaN(ka) && ka !== kb) return direction === 'asc' ? ka - kb : kb - ka
      return tie[a]! - tie[b]!
    })
}

describe('SortIndex', () => {
  it.each([
    ['plain', [3, 1, 2], ['b', 'a', 'c'], 'asc', [1, 2, 0]],
    ['plain desc', [3, 1, 2], ['b', 'a', 'c'], 'desc', [0, 2, 1]],
    ['missing last ascending', [Number.NaN, 1, 2], ['a', 'b', 'c'], 'asc', [1, 2, 0]],
    ['missing last descending', [Number.NaN, 1, 2], ['a', 'b', 'c'], 'desc', [2, 1, 0]],
    ['ties by name in both orders', [5, 5, 1], ['zeta', 'Alpha', 'mid'], 'desc', [1, 0, 2]],
    ['ties by name ascending', [5, 5, 1], ['zeta', 'Alpha', 'mid'], 'asc', [2, 1, 0]],
    ['missing values by name', [Number.NaN, Number.NaN, 0], ['b', 'a', 'c'], 'asc', [2, 1, 0]],
    ['negative and fractional keys', [-1.5, 2.25, -3], ['a', 'b', 'c'], 'asc', [2, 0, 1]],
  ] as const)('orders %s', (_name, keys, names, direction, expected) => {
    const index = new SortIndex({ k: Float64Array.from(keys) }, nameRanks(names))
    expect(Array.from(index.order('k', direction))).toEqual(expected)
  })

  it('agrees with a plain comparator on random data with many ties and gaps', () => {
    const rng = new Rng(42)
    const keys = Array.from({ length: 2_000 }, () => (rng.chance(0.1) ? Number.NaN : rng.int(0, 50) * (rng.chance(0.5) ? 1 : 0.5)))
    const tie = nameRanks(keys.map(() => rng.pick(['a', 'B', 'b', 'c', 'aa'])))
    const index = new SortIndex({ k: Float64Array.from(keys) }, tie)
    for (const direction of ['asc', 'desc'] as const) {
      expect(Array.from(index.order('k', direction))).toEqual(reference(keys, tie, direction))
    }
  })

  it('caches each order', () => {
    const index = new SortIndex({ k: Float64Array.from([2, 1]) }, nameRanks(['a', 'b']))
    expect(index.order('k', 'asc')).toBe(index.order('k', 'asc'))
  })

  it('ranks names case-insensitively, then by exact text, then by position', () => {
    expect(Array.from(nameRanks(['b', 'B', 'a', 'b']))).toEqual([2, 1, 0, 3])
  })
})
