import * as z from 'zod'
import { toCsv } from '../../lib/export/export-csv'
import { formatDate } from '../../lib/format'
import { largestRemainderShares, type RiskProfile } from './risk-profile'

/*
 * A portfolio's history: the service keeps none, so each day's risk profile
 * is kept on this device, dated, from the records the page already fetched.
 * Pure functions of the entries; the store saves what they return.
 */

/** [ours, UI contract] At most this many days per portfolio: over a year of daily checks. */
export const HISTORY_MAX_ENTRIES = 400

const share = z.number().check(z.gte(0), z.lte(100))

/** One day's risk profile of one portfolio. */
export const historyEntrySchema = z.object({
  /** The device's calendar day, `YYYY-MM-DD`. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  total_usd: z.number().check(z.gte(0)),
  /** "Half of the value is rated … or better"; null when nothing held is rated. */
  median_grade: z.nullable(z.string().check(z.maxLength(20))),
  positions: z.int().check(z.gte(0)),
  qualified_pct: share,
  elevated_pct: share,
  high_risk_pct: share,
  default_pct: share,
  unrated_pct: share,
  /** The demo's made-up months, never a day this device saw. */
  sample: z.optional(z.boolean()),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>

/** The bands' shares of an entry, in the profile's order (best first, Unrated last), with their names. */
export const HISTORY_BANDS = [
  { key: 'qualified_pct', label: 'Qualified' },
  { key: 'elevated_pct', label: 'Elevated' },
  { key: 'high_risk_pct', label: 'High risk' },
  { key: 'default_pct', label: 'Default' },
  { key: 'unrated_pct', label: 'Unrated' },
] as const satisfies ReadonlyArray<{ key: keyof HistoryEntry; label: string }>

/** The device's calendar day of `at`, `YYYY-MM-DD` (local time: the day the person saw). */
export function dayOf(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}

/** The day's entry of a profile: its shares as the profile's band table rounds them (they add up to 100). */
export function entryFromProfile(profile: RiskProfile, positions: number, date: string): HistoryEntry {
  const bandShare = (band: string) => profile.bands.find((row) => row.key === band)?.share ?? 0
  return {
    date,
    total_usd: profile.totalUsd,
    median_grade: profile.medianGrade,
    positions,
    qualified_pct: bandShare('qualified'),
    elevated_pct: bandShare('elevated'),
    high_risk_pct: bandShare('high-risk'),
    default_pct: bandShare('default'),
    unrated_pct: bandShare('unknown'),
  }
}

/**
 * The history with `entry` kept: one entry per day (a later one the same day
 * replaces it, a sample one included), in date order, at most 400 with the
 * oldest dropped first. Returns the same array when nothing would change, so
 * a caller can skip the write.
 */
export function recordEntry(history: readonly HistoryEntry[], entry: HistoryEntry): readonly HistoryEntry[] {
  const same = history.find((kept) => kept.date === entry.date)
  if (same && sameEntry(same, entry)) return history
  const next = [...history.filter((kept) => kept.date !== entry.date), entry].toSorted((a, b) => a.date.localeCompare(b.date))
  return next.length > HISTORY_MAX_ENTRIES ? next.slice(next.length - HISTORY_MAX_ENTRIES) : next
}

function sameEntry(a: HistoryEntry, b: HistoryEntry): boolean {
  return (Object.keys(historyEntrySchema.shape) as Array<keyof HistoryEntry>).every((key) => a[key] === b[key])
}

/** The last kept day of each month, in date order: what a printed report has room for (Export history has every day). */
export function monthlyEntries(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const lastOfMonth = new Map<string, HistoryEntry>()
  for (const entry of entries) lastOfMonth.set(entry.date.slice(0, 7), entry)
  return [...lastOfMonth.values()]
}

export const HISTORY_CSV_HEADER = 'date,total_usd,median_grade,qualified_pct,elevated_pct,high_risk_pct,default_pct,unrated_pct'

/** The history as CSV (the app's one CSV writer), oldest first: the order a spreadsheet's chart of it reads left to right. */
export function historyCsv(entries: readonly HistoryEntry[]): string {
  return toCsv(
    HISTORY_CSV_HEADER.split(','),
    entries.map((entry) => [
      entry.date,
      entry.total_usd,
      entry.median_grade,
      entry.qualified_pct,
      entry.elevated_pct,
      entry.high_risk_pct,
      entry.default_pct,
      entry.unrated_pct,
    ]),
  )
}

/** `portfolio-history-<name>-<date>.csv`, the name reduced to letters, digits and dashes so any file system takes it. */
export function historyFileName(portfolioName: string, today: string): string {
  const safe = portfolioName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `portfolio-history-${safe || 'portfolio'}-${today}.csv`
}

/**
 * "Since Nov 20, 2026, the share rated Qualified went from 62.5 % to 58 %";
 * with one entry of today, "The history starts today."; null with none.
 */
export function sinceSentence(entries: readonly HistoryEntry[], today: string): string | null {
  const first = entries[0]
  const last = entries.at(-1)
  if (!first || !last) return null
  if (entries.length === 1) return first.date === today ? 'The history starts today.' : `The history starts on ${formatDate(first.date)}.`
  const percent = (value: number) => `${Number(value.toFixed(1))} %`
  return `Since ${formatDate(first.date)}, the share rated Qualified went from ${percent(first.qualified_pct)} to ${percent(last.qualified_pct)}.`
}

/**
 * The demo's twelve monthly entries before today, marked as sample: today's
 * shares walked back with a fixed drift (no randomness, so the demo shows the
 * same history every time), the Qualified share a little higher in the past,
 * each month's shares rounded to add up to 100 as the profile's are.
 */
export function sampleHistory(today: HistoryEntry): HistoryEntry[] {
  const [year, month] = today.date.split('-').map(Number) as [number, number]
  return Array.from({ length: 12 }, (_, index) => {
    const monthsBack = 12 - index
    const at = new Date(Date.UTC(year, month - 1 - monthsBack, 1))
    const drift = monthsBack * 0.9 + (monthsBack % 3) * 0.7
    const weights = [
      today.qualified_pct + drift,
      Math.max(0, today.elevated_pct - drift * 0.5),
      Math.max(0, today.high_risk_pct - drift * 0.3),
      today.default_pct,
      today.unrated_pct,
    ]
    const [qualified, elevated, highRisk, defaulted, unrated] = largestRemainderShares(weights) as [number, number, number, number, number]
    return {
      date: at.toISOString().slice(0, 10),
      total_usd: Math.round(today.total_usd * (1 - monthsBack * 0.02) * 100) / 100,
      median_grade: today.median_grade,
      positions: today.positions,
      qualified_pct: qualified,
      elevated_pct: elevated,
      high_risk_pct: highRisk,
      default_pct: defaulted,
      unrated_pct: unrated,
      sample: true,
    }
  })
}
