import uFuzzy from '@leeoniya/ufuzzy'
import type { IndexedPlatform, IndexedProduct, IndexedProvider, SearchIndex } from '../../api/search/search-index'

/*
 * Name matching for the search (UI contract): case and accents ignored, each
 * typed word matches the start of a word of the name (in any order), and a
 * typed word of four letters or more may hold one typo (a letter wrong,
 * missing, extra or two swapped: "sabelcourt" finds Sablecourt). uFuzzy finds
 * the matches; the ranking is ours, so "best first" reads plainly: the whole
 * name, then a name that starts with the text, then every word found as
 * typed, then with a typo; shorter names first within each.
 */

/** The most options one group of the header's list shows. */
export const OPTIONS_PER_GROUP = 5
/** Fewer typed characters than this list nothing. */
export const MIN_SEARCH_LENGTH = 2
/** Words of at least this many letters may hold one typo. */
const TYPO_MIN_LENGTH = 4

// Letters that carry their accent in the letter itself, so that NFD does not take it apart.
const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ħ: 'h' }

/** Lower case, accents and ligatures taken off: "Crème Brûlée" → "creme brulee". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øłđðþßæœıħ]/g, (letter) => LETTERS[letter] ?? letter)
}

const matcher = new uFuzzy({
  // One error a term, never in its first letter, and none in a short term (intraRules).
  intraMode: 1,
  // A term starts at a word's start (after a space or punctuation).
  interLft: 2,
  intraRules: (term) => {
    const typos = term.length >= TYPO_MIN_LENGTH ? 1 : 0
    return { intraSlice: [1, Number.POSITIVE_INFINITY], intraIns: typos, intraSub: typos, intraTrn: typos, intraDel: typos }
  },
})

/** Terms tried in every order: "pool rocket" finds Rocket Pool (a permutation each, so a few terms only). */
const OUT_OF_ORDER_TERMS = 3

const words = (folded: string) => folded.split(/[^a-z0-9]+/).filter(Boolean)

/** How well a folded name matches the folded text: lower is better. */
function tierOf(name: string, nameWords: readonly string[], text: string, terms: readonly string[]): number {
  if (name === text) return 0
  if (name.startsWith(text)) return 1
  return terms.every((term) => nameWords.some((word) => word.startsWith(term))) ? 2 : 3
}

interface Group<T> {
  items: readonly T[]
  folded: string[]
  words: string[][]
}

function groupOf<T extends { name: string }>(items: readonly T[]): Group<T> {
  const folded = items.map((item) => foldName(item.name))
  return { items, folded, words: folded.map(words) }
}

/** uFuzzy's own ranking (the `info` it works out up to this many matches) is not used: the tiers below are ours. */
const NO_RANKING_INFO = -1

function matchGroup<T>(group: Group<T>, text: string, limit: number): T[] {
  const [indexes] = matcher.search(group.folded, text, OUT_OF_ORDER_TERMS, NO_RANKING_INFO)
  if (!indexes || indexes.length === 0) return []
  const terms = words(text)
  const ranked = [...new Set(indexes)].map((index) => ({ index, name: group.folded[index]!, tier: tierOf(group.folded[index]!, group.words[index]!, text, terms) }))
  ranked.sort((a, b) => a.tier - b.tier || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return ranked.slice(0, limit).map(({ index }) => group.items[index]!)
}

export interface SearchMatches {
  products: IndexedProduct[]
  platforms: IndexedPlatform[]
  providers: IndexedProvider[]
}

export const NO_MATCHES: SearchMatches = { products: [], platforms: [], providers: [] }

export type NameMatcher = (text: string, limit?: number) => SearchMatches

/**
 * A matcher over one index: the names are folded once here, so each typed
 * character only runs the match. `limit` cuts each group (the header's list
 * shows five; the search page all).
 */
/** Longer than any product, platform or provider name: matches nothing. */
export const MAX_SEARCH_LENGTH = 120

export function createNameMatcher(index: SearchIndex): NameMatcher {
  const products = groupOf(index.products)
  const platforms = groupOf(index.platforms)
  const providers = groupOf(index.providers)
  return (text, limit = Number.POSITIVE_INFINITY) => {
    const folded = foldName(text).trim().replace(/\s+/g, ' ')
    if (folded.length < MIN_SEARCH_LENGTH) return NO_MATCHES
    // No name is that long, and the matcher's typo patterns grow with the square of a word's length: a pasted
    // page of text (or a random walk's 5,000 characters) once built a pattern too long for a string.
    if (folded.length > MAX_SEARCH_LENGTH) return NO_MATCHES
    return {
      products: matchGroup(products, folded, limit),
      platforms: matchGroup(platforms, folded, limit),
      providers: matchGroup(providers, folded, limit),
    }
  }
}
