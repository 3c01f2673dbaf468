import {
  WATCHED_KINDS,
  WATCHLIST_FILE_FORMAT,
  WATCHLIST_MAX_ITEMS,
  WATCHLIST_VERSION,
  watchId,
  watchedItemSchema,
  type WatchedItem,
} from './watchlist-schema'

/** The exported JSON: the items as stored, with a format name and version an import can check. */
export function watchlistFileText(items: readonly WatchedItem[], now: Date = new Date()): string {
  return `${JSON.stringify({ format: WATCHLIST_FILE_FORMAT, version: WATCHLIST_VERSION, exported_at: now.toISOString(), items }, null, 2)}\n`
}

export function watchlistFileName(now: Date = new Date()): string {
  return `watchlist-${now.toISOString().slice(0, 10)}.json`
}

export type ImportResult = { ok: true; items: WatchedItem[]; added: number; alreadyWatched: number } | { ok: false; message: string }

/** [ours] A watchlist file is a few KB; anything far larger is not one. */
export const WATCHLIST_FILE_MAX_BYTES = 1_000_000

function fail(message: string): ImportResult {
  return { ok: false, message: `The file was not imported: ${message} Your watchlist is unchanged.` }
}

/**
 * Reads an exported watchlist and merges it into `current`. All or nothing:
 * any problem (not JSON, another format, an unknown kind, a bad item, too many
 * items) is one clear message and nothing changes. Items already watched
 * keep their own "last seen"; duplicates in the file count once.
 */
export function importWatchlist(text: string, current: readonly WatchedItem[]): ImportResult {
  if (text.length > WATCHLIST_FILE_MAX_BYTES) return fail('it is larger than a watchlist file can be (1 MB).')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail('it is not valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || (value as { format?: unknown }).format !== WATCHLIST_FILE_FORMAT) {
    return fail('it is not a watchlist exported by this dashboard.')
  }
  const file = value as { version?: unknown; items?: unknown }
  if (file.version !== WATCHLIST_VERSION) return fail(`its version (${JSON.stringify(file.version ?? null)}) is not one this dashboard reads.`)
  if (!Array.isArray(file.items)) return fail('it has no list of items.')
  if (file.items.length > WATCHLIST_MAX_ITEMS) return fail(`it has ${file.items.length} items; a watchlist holds at most ${WATCHLIST_MAX_ITEMS}.`)

  const incoming: WatchedItem[] = []
  for (const [index, raw] of file.items.entries()) {
    const kind = typeof raw === 'object' && raw !== null ? (raw as { kind?: unknown }).kind : undefined
    if (!WATCHED_KINDS.includes(kind as WatchedItem['kind'])) {
      return fail(`item ${index + 1} has an unknown kind (${JSON.stringify(kind ?? null)}); only "defi" and "infra" are watched.`)
    }
    const parsed = watchedItemSchema.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return fail(`item ${index + 1} is not valid (${issue?.path.join('.') || 'item'}: ${issue?.message ?? 'invalid'}).`)
    }
    incoming.push(parsed.data)
  }

  const merged = [...current]
  const seen = new Set(current.map(watchId))
  let added = 0
  let alreadyWatched = 0
  for (const item of incoming) {
    const id = watchId(item)
    if (seen.has(id)) {
      alreadyWatched += 1
      continue
    }
    seen.add(id)
    merged.push(item)
    added += 1
  }
  if (merged.length > WATCHLIST_MAX_ITEMS) {
    return fail(`together with the ${current.length} items already watched it would make ${merged.length}; a watchlist holds at most ${WATCHLIST_MAX_ITEMS}.`)
  }
  return { ok: true, items: merged, added, alreadyWatched }
}
