import * as z from 'zod'
import { gradeSnapshotSchema } from '../../lib/grade-change'

/** [ours] More would cost more than a minute of the API's rate limit to refresh, and is no longer a watchlist. */
export const WATCHLIST_MAX_ITEMS = 500

/** What the person saw of an item when they watched it or last marked it seen. */

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (a-z, 0-9 and -)'), z.maxLength(200))
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(300))

export const watchedDefiSchema = z.object({
  kind: z.literal('defi'),
  platform: slug,
  contract_address: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  name,
  seen: gradeSnapshotSchema,
})
export const watchedInfraSchema = z.object({
  kind: z.literal('infra'),
  slug,
  name,
  seen: gradeSnapshotSchema,
})
export const watchedItemSchema = z.discriminatedUnion('kind', [watchedDefiSchema, watchedInfraSchema])
export type WatchedItem = z.infer<typeof watchedItemSchema>
export type WatchedKind = WatchedItem['kind']
export const WATCHED_KINDS: readonly WatchedKind[] = ['defi', 'infra']

/** Where a watched item is identified: addresses compare case-insensitively, like the API's. */
export type WatchTarget = { kind: 'defi'; platform: string; contract_address: string } | { kind: 'infra'; slug: string }

export function watchId(target: WatchTarget): string {
  return target.kind === 'defi' ? `defi:${target.platform}:${target.contract_address.toLowerCase()}` : `infra:${target.slug}`
}

/** The stored value: bump the version (and read the old one here) when its shape changes. */
export const WATCHLIST_VERSION = 1
export const storedWatchlistSchema = z.object({
  version: z.literal(WATCHLIST_VERSION),
  items: z.array(watchedItemSchema).check(z.maxLength(WATCHLIST_MAX_ITEMS)),
})
export type StoredWatchlist = z.infer<typeof storedWatchlistSchema>

/** The exported file: the stored shape, named, so an import can tell it from any other JSON. */
export const WATCHLIST_FILE_FORMAT = 'ratings-dashboard-watchlist'
