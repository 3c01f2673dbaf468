import { readStored, writeStored } from '../../lib/storage'
import { WATCHLIST_VERSION, storedWatchlistSchema, type WatchedItem } from './watchlist-schema'

/**
 * One watchlist per connection: the demo's products are not the live API's.
 * Built from the mode and base URL only, never from the key.
 */
export type WatchlistScope = string & { readonly __watchlistScope: unique symbol }

export function watchlistScope(mode: 'demo' | 'live', baseUrl: string): WatchlistScope {
  return (mode === 'demo' ? 'demo' : `live:${baseUrl.trim().replace(/\/+$/, '')}`) as WatchlistScope
}

export function watchlistStorageKey(scope: WatchlistScope): string {
  return `watchlist:${scope}`
}

export function watchlistBackupKey(scope: WatchlistScope): string {
  return `watchlist-backup:${scope}`
}

export interface LoadedWatchlist {
  items: WatchedItem[]
  /** Set when a stored value could not be read: it was set aside under the backup key. */
  problem: string | null
}

function describeUnreadable(raw: string): string {
  try {
    const value: unknown = JSON.parse(raw)
    const version = typeof value === 'object' && value !== null && 'version' in value ? (value as { version: unknown }).version : undefined
    if (version !== undefined && version !== WATCHLIST_VERSION) return `it was saved in a format this version cannot read (version ${JSON.stringify(version)})`
    return 'it is not in the expected format'
  } catch {
    return 'it is not valid JSON'
  }
}

/**
 * Reads the scope's watchlist. A value that does not parse never breaks the
 * page: it is kept under the backup key (so nothing is lost for good), the
 * list starts empty, and `problem` says what happened.
 */
export function loadWatchlist(scope: WatchlistScope): LoadedWatchlist {
  const raw = readStored('local', watchlistStorageKey(scope))
  if (raw === null) return { items: [], problem: null }
  let parsed: ReturnType<typeof storedWatchlistSchema.safeParse> | null = null
  try {
    parsed = storedWatchlistSchema.safeParse(JSON.parse(raw))
  } catch {
    parsed = null
  }
  if (parsed?.success) return { items: parsed.data.items, problem: null }
  writeStored('local', watchlistBackupKey(scope), raw)
  writeStored('local', watchlistStorageKey(scope), null)
  return {
    items: [],
    problem: `The saved watchlist could not be read: ${describeUnreadable(raw)}. It was set aside on this device and a new, empty watchlist started.`,
  }
}

export function saveWatchlist(scope: WatchlistScope, items: readonly WatchedItem[]): void {
  writeStored('local', watchlistStorageKey(scope), JSON.stringify({ version: WATCHLIST_VERSION, items }))
}
