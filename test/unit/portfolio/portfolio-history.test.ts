import { describe, expect, it } from 'vitest'
import {
  HISTORY_CSV_HEADER,
  HISTORY_MAX_ENTRIES,
  dayOf,
  entryFromProfile,
  historyCsv,
  historyFileName,
  monthlyEntries,
  recordEntry,
  sampleHistory,
  sinceSentence,
  type HistoryEntry,
} from '../../../src/features/portfolio/portfolio-history'
import { riskProfile, type ProfileHolding } from '../../../src/features/portfolio/risk-profile'

function entry(date: string, qualified = 60, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    date,
    total_usd: 1_000_000,
    median_grade: 'A',
    positions: 3,
    qualified_pct: qualified,
    elevated_pct: 100 - qualified,
    high_risk_pct: 0,
    default_pct: 0,
    unrated_pct: 0,
    ...extra,
  }
}
/** `count` consecutive days from 2025-01-01. */
function days(count: number): HistoryEntry[] {
  return Array.from({ length: count }, (_, index) => entry(new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10)))
}
function holding(id: string, amountUsd: number, grade: string | null): ProfileHolding {
  return { id, name: id, amountUsd, grade, platformKey: 'p', platformName: 'P', chain: null }
}

describe('recordEntry', () => {
  it.each([
    ['an empty history', [], entry('2026-11-28'), ['2026-11-28']],
    ['one entry, a later day', [entry('2026-11-27')], entry('2026-11-28'), ['2026-11-27', '2026-11-28']],
    ['one entry, an earlier day (kept in date order)', [entry('2026-11-28')], entry('2026-11-01'), ['2026-11-01', '2026-11-28']],
    ['a sample month, then today', [entry('2026-10-01', 50, { sample: true })], entry('2026-11-28'), ['2026-10-01', '2026-11-28']],
  ])('%s', (_name, history, added, dates) => {
    expect(recordEntry(history, added).map((kept) => kept.date)).toEqual(dates)
  })

  it('two entries on one day: the later replaces the earlier', () => {
    const history = recordEntry(recordEntry([], entry('2026-11-28', 60)), entry('2026-11-28', 55))
    expect(history).toEqual([entry('2026-11-28', 55)])
  })

  it('the same entry again changes nothing (the same array: nothing to write)', () => {
    const history = recordEntry([], entry('2026-11-28'))
    expect(recordEntry(history, entry('2026-11-28'))).toBe(history)
  })

  it(`keeps at most ${HISTORY_MAX_ENTRIES}: the 401st day drops the oldest`, () => {
    const full = days(HISTORY_MAX_ENTRIES)
    const next = recordEntry(full, entry('2026-12-31'))
    expect(next).toHaveLength(HISTORY_MAX_ENTRIES)
    expect(next[0]!.date).toBe(full[1]!.date)
    expect(next.at(-1)!.date).toBe('2026-12-31')
  })
})

describe('entryFromProfile', () => {
  it('a day with every position unrated: all of the value Unrated, no median grade', () => {
    const profile = riskProfile([holding('a', 100, null), holding('b', 300, 'NR'), holding('c', 0.5, null)])
    expect(entryFromProfile(profile, 3, '2026-11-28')).toEqual({
      date: '2026-11-28',
      total_usd: 400.5,
      median_grade: null,
      positions: 3,
      qualified_pct: 0,
      elevated_pct: 0,
      high_risk_pct: 0,
      default_pct: 0,
      unrated_pct: 100,
    })
  })

  it("takes the bands' shares as the profile's table rounds them, adding up to 100", () => {
    const made = entryFromProfile(riskProfile([holding('a', 1, 'AAA'), holding('b', 1, 'BB'), holding('c', 1, 'CCC'), holding('d', 1, 'D')]), 4, '2026-11-28')
    expect(made.median_grade).toBe('BB')
    expect(made.qualified_pct + made.elevated_pct + made.high_risk_pct + made.default_pct + made.unrated_pct).toBeCloseTo(100, 5)
    expect([made.qualified_pct, made.elevated_pct, made.high_risk_pct, made.default_pct]).toEqual([25, 25, 25, 25])
  })
})

describe('monthlyEntries', () => {
  it.each([
    ['no history', [], []],
    ['one day', ['2026-11-28'], ['2026-11-28']],
    ['a month of days and the next', ['2026-10-01', '2026-10-15', '2026-10-31', '2026-11-02'], ['2026-10-31', '2026-11-02']],
    ['400 days', days(400).map((kept) => kept.date), ['2025-01-31', '2025-12-31', '2026-02-04']],
  ])('%s: the last day of each month', (_name, dates, expected) => {
    const kept = monthlyEntries(dates.map((date) => entry(date))).map((month) => month.date)
    if (dates.length === 400) expect([kept[0], kept[11], kept.at(-1)]).toEqual(expected)
    else expect(kept).toEqual(expected)
  })
})

describe('the history as CSV', () => {
  it('writes the header and one line per day, oldest first; no grade is an empty cell', () => {
    const csv = historyCsv([entry('2026-11-01', 62.5), entry('2026-11-28', 58, { median_grade: null })])
    expect(csv.split('\r\n')).toEqual([HISTORY_CSV_HEADER, '2026-11-01,1000000,A,62.5,37.5,0,0,0', '2026-11-28,1000000,,58,42,0,0,0', ''])
    expect(HISTORY_CSV_HEADER).toBe('date,total_usd,median_grade,qualified_pct,elevated_pct,high_risk_pct,default_pct,unrated_pct')
  })

  it('an empty history is the header alone', () => {
    expect(historyCsv([])).toBe(`${HISTORY_CSV_HEADER}\r\n`)
  })

  it.each([
    ['Fund "A", 2026', '2026-11-28', 'portfolio-history-fund-a-2026-2026-11-28.csv'],
    ['Trésor / Ops', '2026-11-28', 'portfolio-history-tresor-ops-2026-11-28.csv'],
    ['=SUM(A1)', '2026-11-28', 'portfolio-history-sum-a1-2026-11-28.csv'],
    ['“”', '2026-11-28', 'portfolio-history-portfolio-2026-11-28.csv'],
  ])('names the file of %j for any file system', (name, today, file) => {
    expect(historyFileName(name, today)).toBe(file)
  })

  it('quotes a cell with commas or quotes, and never starts one with a formula', () => {
    const csv = historyCsv([entry('2026-11-28', 60, { median_grade: '=cmd|"a,b"' })])
    expect(csv.split('\r\n')[1]).toBe(`2026-11-28,1000000,"'=cmd|""a,b""",60,40,0,0,0`)
  })
})

describe('the "Since …" sentence', () => {
  it.each([
    ['no history', [], null],
    ['one entry of today', [entry('2026-11-28')], 'The history starts today.'],
    ['one entry of another day', [entry('2026-11-20')], 'The history starts on Nov 20, 2026.'],
    ['two entries', [entry('2026-11-20', 62.5), entry('2026-11-28', 58)], 'Since Nov 20, 2026, the share rated Qualified went from 62.5 % to 58 %.'],
  ])('%s', (_name, entries, sentence) => {
    expect(sinceSentence(entries, '2026-11-28')).toBe(sentence)
  })
})

describe('the demo sample history', () => {
  it.each([
    ['spread over every band', entry('2026-11-28', 70, { elevated_pct: 20, high_risk_pct: 5, default_pct: 3, unrated_pct: 2 })],
    ['nearly all Qualified, nothing in Default', entry('2026-11-28', 90.9, { elevated_pct: 8, high_risk_pct: 1.1, default_pct: 0, unrated_pct: 0 })],
    ['all Unrated', entry('2026-11-28', 0, { elevated_pct: 0, unrated_pct: 100, median_grade: null })],
  ])('is twelve months before today, marked as sample, the same every time, each adding up to 100 %% (%s)', (_name, today) => {
    const sample = sampleHistory(today)
    expect(sample).toHaveLength(12)
    expect(sample.map((month) => month.date)).toEqual(Array.from({ length: 12 }, (_, index) => dayOf(new Date(2025, 10 + index, 1))))
    expect(sample.every((month) => month.sample === true)).toBe(true)
    expect(sampleHistory(today)).toEqual(sample)
    for (const month of sample) {
      const total = month.qualified_pct + month.elevated_pct + month.high_risk_pct + month.default_pct + month.unrated_pct
      expect(total).toBeCloseTo(100, 5)
      for (const share of [month.qualified_pct, month.elevated_pct, month.high_risk_pct, month.default_pct, month.unrated_pct]) expect(share).toBeGreaterThanOrEqual(0)
    }
    // Recording today after it keeps the twelve months.
    expect(recordEntry(sample, today)).toHaveLength(13)
  })
})
