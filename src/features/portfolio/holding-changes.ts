import { formatDate } from '../../lib/format'
import { changeText, classifyChange, isChange, snapshotOf, type Change, type CurrentState, type GradeSnapshot } from '../../lib/grade-change'
import type { RecordState } from './holdings'
import type { SeenState } from './portfolio-schema'

/*
 * "What changed since you last looked", read with the watchlist's rules
 * (lib/grade-change.ts): each position's reference is its grade when it was
 * added (its first record on this device) or when "Mark all as seen" was last
 * pressed, whichever is later.
 */

export type HoldingChange = Change | { kind: 'new' }

export const NO_SEEN_STATE: SeenState = { marked_at: null, since: null, references: {}, added_at: {} }

export function currentStateOf(state: RecordState): CurrentState {
  switch (state.status) {
    case 'ok':
      return { status: 'ok', record: snapshotOf(state.record) }
    case 'not_found':
      return { status: 'not_found', lastKnown: null }
    case 'failed':
      return { status: 'failed', message: state.message, lastKnown: null }
    case 'unchecked':
      return { status: 'unchecked' }
  }
}

/** A position's change; "New" when it was added after the last "Mark all as seen" (never pressed: none is new). */
export function holdingChange(id: string, state: RecordState, seen: SeenState): HoldingChange {
  const added = seen.added_at[id]
  if (seen.marked_at !== null && added !== undefined && added > seen.marked_at) return { kind: 'new' }
  const reference = seen.references[id]
  const current = currentStateOf(state)
  // Before its first record there is no reference yet: the first one is the grade it was added with.
  if (!reference) return current.status === 'ok' ? { kind: 'none' } : classifyChange(snapshotOf({}), current)
  return classifyChange(reference, current)
}

export function holdingChangeText(change: HoldingChange): string {
  return change.kind === 'new' ? 'New' : changeText(change)
}

/** The references to keep for the positions whose record is in and that have none yet (their grade when added). */
export function missingReferences(rows: ReadonlyArray<{ id: string; state: RecordState }>, seen: SeenState): Record<string, GradeSnapshot> {
  const missing: Record<string, GradeSnapshot> = {}
  for (const row of rows) if (row.state.status === 'ok' && !seen.references[row.id]) missing[row.id] = snapshotOf(row.state.record)
  return missing
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "Since you last looked (Nov 20, 2026): 2 downgrades, 1 upgrade"; null when nothing changed ("New" is not a change). */
export function changesSentence(changes: readonly HoldingChange[], since: string | null): string | null {
  const real = changes.filter((change): change is Change => change.kind !== 'new' && isChange(change))
  if (real.length === 0) return null
  const downgrades = real.filter((change) => change.kind === 'downgraded').length
  const upgrades = real.filter((change) => change.kind === 'upgraded').length
  const rerated = real.filter((change) => change.kind === 're-rated').length
  const parts = [
    downgrades ? counted(downgrades, 'downgrade', 'downgrades') : null,
    upgrades ? counted(upgrades, 'upgrade', 'upgrades') : null,
    rerated ? counted(rerated, 're-rating', 're-ratings') : null,
  ].filter(Boolean)
  return `Since you last looked${since ? ` (${formatDate(since)})` : ''}: ${parts.join(', ')}`
}
