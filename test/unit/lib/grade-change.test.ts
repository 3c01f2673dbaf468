import { describe, expect, it } from 'vitest'
import { changeSentence, changeText, classifyChange, isChange, methodologyChange, potentialChange, versionedSnapshotOf, type CurrentState, type GradeSnapshot } from '../../../src/lib/grade-change'

function snap(rating: string | null, rated_at: string | null = '2026-01-10', potential_rating: string | null = null): GradeSnapshot {
  return { rating, rated_at, potential_rating }
}
const ok = (record: GradeSnapshot): CurrentState => ({ status: 'ok', record })

describe('classifyChange', () => {
  const cases: Array<[string, GradeSnapshot, CurrentState, string, boolean]> = [
    ['one notch down (A → A-)', snap('A'), ok(snap('A-')), 'Downgraded from A to A-', true],
    ['one notch up (A → A+)', snap('A'), ok(snap('A+')), 'Upgraded from A to A+', true],
    ['across bases (A → AA-)', snap('A'), ok(snap('AA-')), 'Upgraded from A to AA-', true],
    ['down a base (AA → A)', snap('AA'), ok(snap('A')), 'Downgraded from AA to A', true],
    ['to the bottom (CCC- → D)', snap('CCC-'), ok(snap('D')), 'Downgraded from CCC- to D', true],
    ['grade text case and spaces do not matter', snap('bbb+'), ok(snap(' BBB+ ')), 'No change', false],
    ['same grade, newer date', snap('BBB', '2026-01-10'), ok(snap('BBB', '2026-03-02')), 'Re-rated', true],
    ['same grade, newer timestamp', snap('BBB', '2026-01-10'), ok(snap('BBB', '2026-01-10T12:00:00Z')), 'Re-rated', true],
    ['same grade, same date', snap('BBB'), ok(snap('BBB')), 'No change', false],
    ['same grade, older date (never a flag)', snap('BBB', '2026-03-02'), ok(snap('BBB', '2026-01-10')), 'No change', false],
    ['same grade, seen date missing', snap('BBB', null), ok(snap('BBB', '2026-03-02')), 'No change', false],
    ['same grade, current date missing', snap('BBB'), ok(snap('BBB', null)), 'No change', false],
    ['same grade, unreadable date', snap('BBB', 'soon'), ok(snap('BBB', '2026-03-02')), 'No change', false],
    ['both unrated, newer date', snap(null), ok(snap(null, '2026-02-01')), 'Re-rated', true],
    ['a grade off the scale that differs', snap('A'), ok(snap('NR')), 'Re-rated from A to NR', true],
    ['a grade off the scale that stays', snap('NR'), ok(snap('NR')), 'No change', false],
    ['a grade withdrawn (null)', snap('A'), ok(snap(null)), 'Re-rated from A to no grade', true],
    ['a grade given where there was none', snap(null), ok(snap('B')), 'Re-rated from no grade to B', true],
    ['the potential moves, the grade does not', snap('A', '2026-01-10', 'AA'), ok(snap('A', '2026-01-10', 'AAA')), 'No change', false],
    ['404', snap('A'), { status: 'not_found', lastKnown: snap('A') }, 'Unavailable', false],
    ['request failed', snap('A'), { status: 'failed', message: 'The server had a problem.', lastKnown: null }, 'Unavailable', false],
    ['not fetched yet', snap('A'), { status: 'unchecked' }, 'Not checked yet', false],
  ]

  it.each(cases)('%s', (_name, seen, current, text, counted) => {
    const change = classifyChange(seen, current)
    expect(changeText(change)).toBe(text)
    expect(isChange(change)).toBe(counted)
  })

  it('says which kind of unavailable', () => {
    expect(classifyChange(snap('A'), { status: 'not_found', lastKnown: null })).toEqual({ kind: 'unavailable', reason: 'not_found', message: null })
    expect(classifyChange(snap('A'), { status: 'failed', message: 'Timed out', lastKnown: null })).toEqual({
      kind: 'unavailable',
      reason: 'failed',
      message: 'Timed out',
    })
  })
})

describe('potentialChange', () => {
  it.each([
    ['moved', snap('A', null, 'AA'), ok(snap('A', null, 'AAA')), { from: 'AA', to: 'AAA' }],
    ['same', snap('A', null, 'AA'), ok(snap('A', null, 'AA')), null],
    ['missing before', snap('A', null, null), ok(snap('A', null, 'AA')), null],
    ['missing now', snap('A', null, 'AA'), ok(snap('A', null, null)), null],
    ['not fetched', snap('A', null, 'AA'), { status: 'unchecked' } as CurrentState, null],
  ])('%s', (_name, seen, current, expected) => {
    expect(potentialChange(seen, current)).toEqual(expected)
  })
})

describe('the methodology version beside a change (notifications)', () => {
  const versioned = (rating: string, version: string | null, rated_at = '2026-01-10'): GradeSnapshot => ({ rating, rated_at, potential_rating: null, version })
  it.each([
    ['a downgrade under a new methodology', versioned('AA', 'v1.0'), versioned('A', 'v2.0'), 'Downgraded from AA to A, methodology v1.0 → v2.0'],
    ['a downgrade on the same methodology', versioned('AA', 'v1.0'), versioned('A', 'v1.0'), 'Downgraded from AA to A'],
    ['a re-rating that came with a new methodology', versioned('A', 'v1.0'), versioned('A', 'v2.0', '2026-02-01'), 'Re-rated, methodology v1.0 → v2.0'],
    ['a version not known before says nothing of it', versioned('AA', null), versioned('A', 'v2.0'), 'Downgraded from AA to A'],
    ['a new version with no change of grade or date is no change', versioned('A', 'v1.0'), versioned('A', 'v2.0'), 'No change'],
  ])('%s', (_name, seen, now, text) => {
    const current = ok(now)
    expect(changeSentence(classifyChange(seen, current), methodologyChange(seen, current))).toBe(text)
  })
  it('a snapshot taken for a notification keeps the version', () => {
    expect(versionedSnapshotOf({ rating: 'A', rated_at: '2026-01-10', version: 'v2.1' })).toEqual({ rating: 'A', rated_at: '2026-01-10', potential_rating: null, version: 'v2.1' })
  })
})
