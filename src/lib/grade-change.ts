import * as z from 'zod'
import { compareGrades, isKnownGrade } from './grades'

/*
 * What changed in a rated record since a person last looked: the watchlist's
 * rules, read by the watchlist, the portfolio and the notifications alike.
 */

/** A record's grade as a person saw it: the reference a later record is compared with. */
export const gradeSnapshotSchema = z.object({
  rating: z.nullable(z.string().check(z.maxLength(20))),
  rated_at: z.nullable(z.string().check(z.maxLength(40))),
  potential_rating: z.nullable(z.string().check(z.maxLength(20))),
  /** The methodology version the grade was given under; absent in snapshots kept before it was recorded. */
  version: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
})
export type GradeSnapshot = z.infer<typeof gradeSnapshotSchema>

/** A record's grade as seen now, whatever the record's kind (a field it lacks is null). */
export function snapshotOf(record: { rating?: string | null; rated_at?: string | null; potential_rating?: string | null }): GradeSnapshot {
  return { rating: record.rating ?? null, rated_at: record.rated_at ?? null, potential_rating: record.potential_rating ?? null }
}

/** The snapshot with the methodology version too: a grade moved by a new methodology reads differently. */
export function versionedSnapshotOf(record: Parameters<typeof snapshotOf>[0] & { version?: string | null }): GradeSnapshot {
  return { ...snapshotOf(record), version: record.version ?? null }
}

/** What the API says now about a watched item, as far as this device knows. */
export type CurrentState =
  | { status: 'unchecked' }
  | { status: 'ok'; record: GradeSnapshot }
  /** The API answered 404; `lastKnown` is the record from before, if one was fetched. */
  | { status: 'not_found'; lastKnown: GradeSnapshot | null }
  | { status: 'failed'; message: string; lastKnown: GradeSnapshot | null }

export type Change =
  | { kind: 'upgraded'; from: string; to: string }
  | { kind: 'downgraded'; from: string; to: string }
  /** Same grade with a newer rating date; or a grade text off the scale that differs (cannot be ordered). */
  | { kind: 're-rated'; from: string | null; to: string | null }
  | { kind: 'none' }
  | { kind: 'unavailable'; reason: 'not_found' | 'failed'; message: string | null }
  | { kind: 'unchecked' }

function normalGrade(grade: string | null): string | null {
  const text = grade?.trim().toUpperCase()
  return text ? text : null
}

/** Epoch ms of a `YYYY-MM-DD` day or an ISO timestamp; null when missing or unreadable. */
function dateValue(text: string | null): number | null {
  if (!text) return null
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text)
  return Number.isNaN(ms) ? null : ms
}

/**
 * Compares the snapshot the person last saw with the current record.
 *
 * - Known grades are compared on the full notched scale (`A` → `A-` is a downgrade).
 * - A grade text off the scale cannot be ordered: if it differs from what was
 *   seen the item was re-rated, and both texts are named.
 * - The same grade with a later rating date is a re-rating. A missing or
 *   unreadable date on either side is no evidence of one: no flag.
 * - The potential grade never decides the Change (see potentialChange).
 */
export function classifyChange(seen: GradeSnapshot, current: CurrentState): Change {
  switch (current.status) {
    case 'unchecked':
      return { kind: 'unchecked' }
    case 'not_found':
      return { kind: 'unavailable', reason: 'not_found', message: null }
    case 'failed':
      return { kind: 'unavailable', reason: 'failed', message: current.message }
    case 'ok':
      break
  }
  const from = normalGrade(seen.rating)
  const to = normalGrade(current.record.rating)
  if (from !== to) {
    if (from !== null && to !== null && isKnownGrade(from) && isKnownGrade(to)) {
      return compareGrades(to, from) < 0 ? { kind: 'upgraded', from, to } : { kind: 'downgraded', from, to }
    }
    return { kind: 're-rated', from, to }
  }
  const seenDate = dateValue(seen.rated_at)
  const currentDate = dateValue(current.record.rated_at)
  if (seenDate !== null && currentDate !== null && currentDate > seenDate) return { kind: 're-rated', from: null, to: null }
  return { kind: 'none' }
}

/** Upgraded, Downgraded and Re-rated are what the person is told about (the navigation count). */
export function isChange(change: Change): boolean {
  return change.kind === 'upgraded' || change.kind === 'downgraded' || change.kind === 're-rated'
}

/** The Change column's text (UI contract). */
export function changeText(change: Change): string {
  switch (change.kind) {
    case 'upgraded':
      return `Upgraded from ${change.from} to ${change.to}`
    case 'downgraded':
      return `Downgraded from ${change.from} to ${change.to}`
    case 're-rated':
      return change.from !== change.to ? `Re-rated from ${change.from ?? 'no grade'} to ${change.to ?? 'no grade'}` : 'Re-rated'
    case 'none':
      return 'No change'
    case 'unavailable':
      return 'Unavailable'
    case 'unchecked':
      return 'Not checked yet'
  }
}

/** A moved potential grade, shown beside the Change; null when either side has none or it is the same. */
export function potentialChange(seen: GradeSnapshot, current: CurrentState): { from: string; to: string } | null {
  if (current.status !== 'ok') return null
  const from = normalGrade(seen.potential_rating)
  const to = normalGrade(current.record.potential_rating)
  return from !== null && to !== null && from !== to ? { from, to } : null
}

/** A changed methodology version beside a change of grade; null when either side does not say or it is the same. */
export function methodologyChange(seen: GradeSnapshot, current: CurrentState): { from: string; to: string } | null {
  if (current.status !== 'ok') return null
  const from = seen.version?.trim()
  const to = current.record.version?.trim()
  return from && to && from !== to ? { from, to } : null
}

/** The change in one sentence, naming a new methodology: "Downgraded from AA to A, methodology v1.0 → v2.0". */
export function changeSentence(change: Change, methodology: { from: string; to: string } | null): string {
  const text = changeText(change)
  return methodology && isChange(change) ? `${text}, methodology ${methodology.from} → ${methodology.to}` : text
}
