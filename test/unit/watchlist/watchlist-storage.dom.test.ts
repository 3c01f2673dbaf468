import { beforeEach, describe, expect, it } from 'vitest'
import { forgetLoadedWatchlists, getWatchlist } from '../../../src/features/watchlist/watchlist-store'
import {
  loadWatchlist,
  saveWatchlist,
  watchlistBackupKey,
  watchlistScope,
  watchlistStorageKey,
} from '../../../src/features/watchlist/watchlist-storage'
import type { WatchedItem } from '../../../src/features/watchlist/watchlist-schema'

const PREFIX = 'ratings-dashboard:'
const demo = watchlistScope('demo', 'https://ignored.example')
const item: WatchedItem = {
  kind: 'infra',
  slug: 'north-node',
  name: 'North Node',
  seen: { rating: 'AA', rated_at: '2026-01-01', potential_rating: null },
}

function stored(scope = demo): string | null {
  return localStorage.getItem(PREFIX + watchlistStorageKey(scope))
}

beforeEach(() => forgetLoadedWatchlists())

describe('watchlist storage', () => {
  it('keeps one watchlist per connection: demo, and each live base URL', () => {
    const liveA = watchlistScope('live', 'https://api.a.example/')
    const liveB = watchlistScope('live', 'https://api.b.example')
    expect(new Set([demo, liveA, liveB, watchlistScope('demo', 'https://other')]).size).toBe(3)
    expect(liveA).toBe(watchlistScope('live', 'https://api.a.example'))
    saveWatchlist(liveA, [item])
    expect(loadWatchlist(liveA).items).toEqual([item])
    expect(loadWatchlist(liveB).items).toEqual([])
    expect(loadWatchlist(demo).items).toEqual([])
  })

  it('round-trips a versioned value and never stores a key', () => {
    saveWatchlist(demo, [item])
    const raw = stored()!
    expect(JSON.parse(raw)).toEqual({ version: 1, items: [item] })
    expect(raw).not.toMatch(/api[-_]?key|sr1-/i)
    expect(loadWatchlist(demo)).toEqual({ items: [item], problem: null })
  })

  it('starts empty with nothing stored', () => {
    expect(loadWatchlist(demo)).toEqual({ items: [], problem: null })
  })

  it.each([
    ['not JSON', '{"version":1,"items":[', /not valid JSON/],
    ['an old version', JSON.stringify({ version: 0, items: [{ id: 'x' }] }), /version 0/],
    ['a future version', JSON.stringify({ version: 2, items: [] }), /version 2/],
    ['an unversioned array', JSON.stringify([item]), /not in the expected format/],
    ['an item of an unknown kind', JSON.stringify({ version: 1, items: [{ ...item, kind: 'nft' }] }), /not in the expected format/],
  ])('sets aside %s under the backup key and reports it', (_name, raw, reason) => {
    localStorage.setItem(PREFIX + watchlistStorageKey(demo), raw)
    const loaded = loadWatchlist(demo)
    expect(loaded.items).toEqual([])
    expect(loaded.problem).toMatch(reason)
    expect(loaded.problem).toMatch(/set aside/)
    expect(localStorage.getItem(PREFIX + watchlistBackupKey(demo))).toBe(raw)
    expect(stored()).toBeNull()
  })

  it('the in-memory store reports a corrupt value once and works on', () => {
    localStorage.setItem(PREFIX + watchlistStorageKey(demo), 'garbage')
    expect(getWatchlist(demo).problem).toMatch(/could not be read/)
    // Read once: a second read does not overwrite the backup with nothing.
    expect(getWatchlist(demo)).toBe(getWatchlist(demo))
    expect(localStorage.getItem(PREFIX + watchlistBackupKey(demo))).toBe('garbage')
  })
})
