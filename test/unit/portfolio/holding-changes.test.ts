import { describe, expect, it } from 'vitest'
import { NO_SEEN_STATE, changesSentence, holdingChange, holdingChangeText, missingReferences } from '../../../src/features/portfolio/holding-changes'
import type { RecordState } from '../../../src/features/portfolio/holdings'
import type { DefiRating } from '../../../src/api/schemas/defi'
import type { SeenState } from '../../../src/features/portfolio/portfolio-schema'

const ok = (rating: string | null, rated_at = '2026-11-01'): RecordState => ({ status: 'ok', record: { rating, rated_at, potential_rating: null } as DefiRating })
const seenWith = (references: SeenState['references'], extra: Partial<SeenState> = {}): SeenState => ({ ...NO_SEEN_STATE, references, ...extra })
const ref = (rating: string | null, rated_at = '2026-11-01') => ({ rating, rated_at, potential_rating: null })

describe('a holding’s change', () => {
  it.each([
    ['a better grade', ok('AA-'), seenWith({ a: ref('A') }), 'Upgraded from A to AA-'],
    ['a worse grade', ok('A'), seenWith({ a: ref('AA') }), 'Downgraded from AA to A'],
    ['the same grade, rated again later', ok('A', '2026-11-20'), seenWith({ a: ref('A') }), 'Re-rated'],
    ['the same grade', ok('A'), seenWith({ a: ref('A') }), 'No change'],
    ['no reference yet: its grade when added', ok('A'), NO_SEEN_STATE, 'No change'],
    ['the product not found', { status: 'not_found' } as RecordState, seenWith({ a: ref('A') }), 'Unavailable'],
    ['the request failed', { status: 'failed', message: 'Boom.' } as RecordState, NO_SEEN_STATE, 'Unavailable'],
    ['not checked yet', { status: 'unchecked' } as RecordState, NO_SEEN_STATE, 'Not checked yet'],
    ['added after the last Mark all as seen', ok('A'), seenWith({}, { marked_at: '2026-11-20T10:00:00.000Z', added_at: { a: '2026-11-21T09:00:00.000Z' } }), 'New'],
    ['added before the last Mark all as seen', ok('A'), seenWith({ a: ref('A') }, { marked_at: '2026-11-20T10:00:00.000Z', added_at: { a: '2026-11-19T09:00:00.000Z' } }), 'No change'],
    ['added, never marked: not New', ok('A'), seenWith({ a: ref('A') }, { added_at: { a: '2026-11-21T09:00:00.000Z' } }), 'No change'],
  ])('%s', (_name, state, seen, text) => {
    expect(holdingChangeText(holdingChange('a', state, seen))).toBe(text)
  })
})

describe('the sentence that opens the risk profile', () => {
  it.each([
    ['nothing changed', [{ kind: 'none' }, { kind: 'new' }], null],
    ['two downgrades and an upgrade', [{ kind: 'downgraded', from: 'AA', to: 'A' }, { kind: 'downgraded', from: 'A', to: 'BBB' }, { kind: 'upgraded', from: 'B', to: 'BB' }, { kind: 'new' }], 'Since you last looked (Nov 20, 2026): 2 downgrades, 1 upgrade'],
    ['a re-rating', [{ kind: 're-rated', from: null, to: null }], 'Since you last looked (Nov 20, 2026): 1 re-rating'],
  ] as const)('%s', (_name, changes, sentence) => {
    expect(changesSentence(changes, '2026-11-20')).toBe(sentence)
  })
})

describe('references kept on first sight', () => {
  it('keeps the first record of positions without one, and nothing for the rest', () => {
    const rows = [
      { id: 'a', state: ok('A') },
      { id: 'b', state: ok('BB') },
      { id: 'c', state: { status: 'unchecked' } as RecordState },
    ]
    expect(missingReferences(rows, seenWith({ a: ref('AA') }))).toEqual({ b: ref('BB') })
  })
})
