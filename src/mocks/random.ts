/**
 * A tiny seeded PRNG (mulberry32) and helpers. The seed data never uses
 * Math.random, so the same seed number always yields the same data.
 */
export type RandomSource = () => number

export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Convenience wrapper so generators read as `rng.int(1, 6)` rather than arithmetic. */
export class Rng {
  readonly next: RandomSource

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` yields 'a' three times as often. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    const last = entries[entries.length - 1]
    if (!last) throw new Error('weighted pick from an empty list')
    return last[0]
  }

  hex(length: number): string {
    let out = ''
    for (let i = 0; i < length; i += 1) out += Math.floor(this.next() * 16).toString(16)
    return out
  }

  /** A version-4 UUID built from this generator (deterministic, unlike crypto.randomUUID). */
  uuid(): string {
    const h = this.hex(32).split('')
    h[12] = '4'
    h[16] = '89ab'[Math.floor(this.next() * 4)] ?? '8'
    const s = h.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }

  /** Fisher–Yates on a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1))
      const a = out[i] as T
      out[i] = out[j] as T
      out[j] = a
    }
    return out
  }
}

/** Derives an independent stream per domain, so adding products does not reshuffle providers or keys. */
export function subSeed(seed: number, domain: string): number {
  let hash = seed >>> 0
  for (let i = 0; i < domain.length; i += 1) hash = Math.imul(hash ^ domain.charCodeAt(i), 0x01000193) >>> 0
  return hash
}
