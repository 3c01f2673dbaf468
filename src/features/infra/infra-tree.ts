import { INFRA_TREE, type InfraCriterion, type InfraRatingData } from '../../api/schemas/infra'
import { infraLabel } from './infra-labels'

export type OutOfRange = 'below' | 'above' | null

export interface CriterionPercent {
  /** Where the score sits between min (0 %) and max (100 %), unclamped; null when it cannot be computed. */
  percent: number | null
  /** The same, clamped to 0…100: where a marker can be drawn. */
  position: number | null
  outOfRange: OutOfRange
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Percentage of the attainable range, (score − min) / (max − min). The
 * contract promises min ≤ score ≤ max only for the mock, so a score outside
 * the bounds is reported as such rather than silently clamped, and min = max
 * (a criterion everyone passes) counts as fully met when the score reaches it.
 */
export function criterionPercent({ min, max, score }: InfraCriterion): CriterionPercent {
  if (!isNumber(min) || !isNumber(max) || !isNumber(score) || min > max) {
    return { percent: null, position: null, outOfRange: null }
  }
  const outOfRange: OutOfRange = score < min ? 'below' : score > max ? 'above' : null
  if (max === min) {
    const percent = score >= max ? 100 : 0
    return { percent, position: percent, outOfRange }
  }
  const percent = ((score - min) / (max - min)) * 100
  return { percent, position: Math.min(100, Math.max(0, percent)), outOfRange }
}

export interface ScoreTotals {
  min: number
  max: number
  score: number
  /** Criteria that carried all three numbers and so count in the sums. */
  counted: number
}

export interface InfraCriterionNode extends InfraCriterion {
  key: string
  label: string
  id: string
}
export interface InfraSubGroupNode {
  key: string
  label: string
  id: string
  totals: ScoreTotals
  criteria: InfraCriterionNode[]
}
export interface InfraTopGroupNode {
  key: string
  label: string
  id: string
  totals: ScoreTotals
  subGroups: InfraSubGroupNode[]
}

/** The methodology's order first, then keys the service added that we do not know yet. */
function orderedKeys(known: readonly string[], present: Record<string, unknown>): string[] {
  const extra = Object.keys(present).filter((key) => !known.includes(key))
  return [...known.filter((key) => key in present), ...extra]
}

function sumTotals(parts: Iterable<ScoreTotals>): ScoreTotals {
  const total: ScoreTotals = { min: 0, max: 0, score: 0, counted: 0 }
  for (const part of parts) {
    total.min += part.min
    total.max += part.max
    total.score += part.score
    total.counted += part.counted
  }
  return total
}

function criterionTotals({ min, max, score }: InfraCriterion): ScoreTotals {
  return isNumber(min) && isNumber(max) && isNumber(score)
    ? { min, max, score, counted: 1 }
    : { min: 0, max: 0, score: 0, counted: 0 }
}

/** `rating_data` as an ordered, labelled tree with sums per group. */
export function buildInfraTree(data: InfraRatingData | null | undefined): InfraTopGroupNode[] {
  if (!data) return []
  const knownTree = INFRA_TREE as Record<string, Record<string, readonly string[]>>
  return orderedKeys(Object.keys(knownTree), data).map((topKey) => {
    const subs = data[topKey] ?? {}
    const knownSubs = knownTree[topKey] ?? {}
    const subGroups = orderedKeys(Object.keys(knownSubs), subs).map((subKey) => {
      const criteriaData = subs[subKey] ?? {}
      const criteria = orderedKeys(knownSubs[subKey] ?? [], criteriaData).map((key) => ({
        ...(criteriaData[key] ?? { min: null, max: null, score: null }),
        key,
        label: infraLabel(key),
        id: `${topKey}/${subKey}/${key}`,
      }))
      return {
        key: subKey,
        label: infraLabel(subKey),
        id: `${topKey}/${subKey}`,
        totals: sumTotals(criteria.map(criterionTotals)),
        criteria,
      }
    })
    return { key: topKey, label: infraLabel(topKey), id: topKey, totals: sumTotals(subGroups.map((sub) => sub.totals)), subGroups }
  })
}

/** Percentage for a group, from its sums, by the same rule as a single criterion. */
export function totalsPercent(totals: ScoreTotals): CriterionPercent {
  if (totals.counted === 0) return { percent: null, position: null, outOfRange: null }
  return criterionPercent(totals)
}

/**
 * A top group's percent for the table's optional columns, by the same rule
 * as the provider page's tree (where its score sits between the group's
 * summed minimum and maximum); null when the record lacks the group.
 */
export function groupPercent(data: InfraRatingData | null | undefined, topKey: string): number | null {
  const group = data?.[topKey]
  if (!group) return null
  return totalsPercent(sumTotals(Object.values(group).flatMap((sub) => Object.values(sub).map(criterionTotals)))).percent
}

export interface InfraTreeRow {
  id: string
  level: 1 | 2 | 3
  label: string
  min: number | null
  max: number | null
  score: number | null
  percent: CriterionPercent
  /** Set for groups: whether the row can open, and whether it is open. */
  expandable: boolean
  expanded: boolean
  childCount: number
  /** Every group above the row is open (on screen; paper shows every row). */
  shown: boolean
}

function groupRow(
  level: 1 | 2,
  node: { id: string; label: string; totals: ScoreTotals },
  childCount: number,
  expanded: ReadonlySet<string>,
  shown: boolean,
): InfraTreeRow {
  const has = node.totals.counted > 0
  return {
    id: node.id,
    level,
    label: node.label,
    min: has ? node.totals.min : null,
    max: has ? node.totals.max : null,
    score: has ? node.totals.score : null,
    percent: totalsPercent(node.totals),
    expandable: childCount > 0,
    expanded: childCount > 0 && expanded.has(node.id),
    childCount,
    shown,
  }
}

/** Every row of the tree, each group followed by its children, marked `shown` while its groups are open. */
export function flattenInfraTree(tree: readonly InfraTopGroupNode[], expanded: ReadonlySet<string>): InfraTreeRow[] {
  const rows: InfraTreeRow[] = []
  for (const top of tree) {
    const topRow = groupRow(1, top, top.subGroups.length, expanded, true)
    rows.push(topRow)
    for (const sub of top.subGroups) {
      const subRow = groupRow(2, sub, sub.criteria.length, expanded, topRow.expanded)
      rows.push(subRow)
      for (const criterion of sub.criteria) {
        rows.push({
          id: criterion.id,
          level: 3,
          label: criterion.label,
          min: criterion.min ?? null,
          max: criterion.max ?? null,
          score: criterion.score ?? null,
          percent: criterionPercent(criterion),
          expandable: false,
          expanded: false,
          childCount: 0,
          shown: subRow.shown && subRow.expanded,
        })
      }
    }
  }
  return rows
}

/** Every group id, for "Expand all". */
export function allGroupIds(tree: readonly InfraTopGroupNode[]): string[] {
  return tree.flatMap((top) => [top.id, ...top.subGroups.map((sub) => sub.id)])
}

export interface GroupSummaryDatum {
  key: string
  label: string
  score: number
  max: number
  /** Null where the group's minimum is 0, so no bar is drawn for it. */
  min: number | null
  /** Where the score sits between minimum and maximum, as in the tree. */
  percent: CriterionPercent
}

/** The summary chart's data: one entry per top group with score, max, and min where it is not 0. */
export function groupSummaryData(tree: readonly InfraTopGroupNode[]): GroupSummaryDatum[] {
  return tree
    .filter((top) => top.totals.counted > 0)
    .map((top) => ({
      key: top.key,
      label: top.label,
      score: roundTo(top.totals.score, 2),
      max: roundTo(top.totals.max, 2),
      min: top.totals.min === 0 ? null : roundTo(top.totals.min, 2),
      percent: totalsPercent(top.totals),
    }))
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
