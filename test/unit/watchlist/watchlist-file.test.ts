import { describe, expect, it } from 'vitest'
import { importWatchlist, watchlistFileName, watchlistFileText } from '../../../src/features/watchlist/watchlist-file'
import type { WatchedItem } from '../../../src/features/watchlist/watchlist-schema'

const seen = { rating: 'A', rated_at: '2026-01-01', potential_rating: null }
const product: WatchedItem = { kind: 'defi', platform: 'aave', contract_address: '0xAbC', name: 'Aave USDC', seen }
const provider: WatchedItem = { kind: 'infra', slug: 'north-node', name: 'North Node', seen }

function file(items: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: 'ratings-dashboard-watchlist', version: 1, items, ...extra })
}

describe('watchlist export', () => {
  it('writes a named, versioned JSON file that imports back', () => {
    const now = new Date('2026-11-23T10:00:00Z')
    const text = watchlistFileText([product, provider], now)
    expect(JSON.parse(text)).toMatchObject({ format: 'ratings-dashboard-watchlist', version: 1, exported_at: now.toISOString() })
    expect(watchlistFileName(now)).toBe('watchlist-2026-11-23.json')
    expect(importWatchlist(text, [])).toEqual({ ok: true, items: [product, provider], added: 2, alreadyWatched: 0 })
  })
})

describe('watchlist import', () => {
  it('merges duplicates: within the file, and with what is watched (which keeps its last seen)', () => {
    const mine = { ...product, seen: { ...seen, rating: 'AA' } }
    const sameAddressOtherCase = { ...product, contract_address: '0xabc' }
    const result = importWatchlist(file([product, sameAddressOtherCase, provider, provider]), [mine])
    expect(result).toEqual({ ok: true, items: [mine, provider], added: 1, alreadyWatched: 3 })
  })

  it.each([
    ['malformed JSON', '{"format":', /not valid JSON/],
    ['another JSON document', JSON.stringify({ hello: 'world' }), /not a watchlist exported by this dashboard/],
    ['a bare array', JSON.stringify([product]), /not a watchlist exported by this dashboard/],
    ['an unknown version', file([], { version: 7 }), /version \(7\)/],
    ['no items', JSON.stringify({ format: 'ratings-dashboard-watchlist', version: 1 }), /no list of items/],
    ['an unknown kind', file([product, { ...provider, kind: 'nft' }]), /item 2 has an unknown kind \("nft"\)/],
    ['a missing kind', file([{ name: 'x' }]), /item 1 has an unknown kind \(null\)/],
    ['an invalid item', file([{ ...product, platform: 'Not A Slug' }]), /item 1 is not valid \(platform:/],
    ['an item without a snapshot', file([{ kind: 'infra', slug: 'x', name: 'X' }]), /item 1 is not valid \(seen:/],
    [
      'more than 500 items',
      file(Array.from({ length: 501 }, (_, i) => ({ ...provider, slug: `p-${i}` }))),
      /501 items; a watchlist holds at most 500/,
    ],
    ['a huge file', 'x'.repeat(1_000_001), /larger than a watchlist file can be/],
  ])('refuses %s with a clear message and changes nothing', (_name, text, message) => {
    const result = importWatchlist(text, [product])
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.message).toMatch(message)
      expect(result.message).toMatch(/Your watchlist is unchanged/)
    }
  })

  it('refuses a file that would take the watchlist past 500', () => {
    const current = Array.from({ length: 499 }, (_, i): WatchedItem => ({ ...provider, slug: `mine-${i}` }))
    const result = importWatchlist(file([product, provider]), current)
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/would make 501/) })
    expect(importWatchlist(file([product]), current)).toMatchObject({ ok: true, added: 1 })
  })
})
