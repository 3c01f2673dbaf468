/** One product on the compare page: its platform slug and contract address. */
export interface CompareItem {
  slug: string
  address: string
}

export const COMPARE_MIN_ITEMS = 2
export const COMPARE_MAX_ITEMS = 4

export interface ParsedCompareItems {
  items: CompareItem[]
  /** Entries that were not `slug:address`, shown to the reader as ignored. */
  invalid: string[]
  /** Valid entries beyond the maximum, also ignored. */
  extra: string[]
  /** Repeated entries, dropped silently beyond the first. */
  duplicates: number
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// Addresses differ by chain (hex, base58, bech32…), so only characters that cannot belong to one are refused.
const ADDRESS = /^[^\s:,/?#]+$/

/** The key that identifies a product: contract addresses compare case-insensitively. */
export function compareItemKey(item: CompareItem): string {
  return `${item.slug}:${item.address.toLowerCase()}`
}

/** Reads `items=<platform-slug>:<contract-address>,…` leniently: bad entries are reported, never thrown. */
export function parseCompareItems(raw: string | null | undefined): ParsedCompareItems {
  const result: ParsedCompareItems = { items: [], invalid: [], extra: [], duplicates: 0 }
  if (!raw) return result
  const seen = new Set<string>()
  for (const entry of raw.split(',')) {
    const text = entry.trim()
    if (!text) continue
    const colon = text.indexOf(':')
    const slug = colon > 0 ? text.slice(0, colon).trim() : ''
    const address = colon > 0 ? text.slice(colon + 1).trim() : ''
    if (!SLUG.test(slug) || !ADDRESS.test(address)) {
      result.invalid.push(text)
      continue
    }
    const item = { slug, address }
    const key = compareItemKey(item)
    if (seen.has(key)) {
      result.duplicates += 1
      continue
    }
    seen.add(key)
    if (result.items.length >= COMPARE_MAX_ITEMS) result.extra.push(text)
    else result.items.push(item)
  }
  return result
}

/**
 * The `items` query value for a list of products, already URL-encoded. `:` and
 * `,` are legal in a query and kept literal, so a shared link shows what it compares.
 */
export function formatCompareItems(items: readonly CompareItem[]): string {
  return items.map((item) => `${encodeURIComponent(item.slug)}:${encodeURIComponent(item.address)}`).join(',')
}

