import { criterionPercent, type CriterionPercent, type InfraTopGroupNode } from './infra-tree'

/** How many criteria "Weakest criteria" names. */
export const WEAKEST_CRITERIA_COUNT = 5

export interface RankedCriterion {
  id: string
  label: string
  groupLabel: string
  subGroupLabel: string
  score: number
  min: number
  max: number
  percent: CriterionPercent & { percent: number }
}

export interface WeakestCriteria {
  criteria: RankedCriterion[]
  /** Criteria whose min equals their max: they have no position, so they are left out. */
  noRange: number
  /** Criteria lacking a finite score, min or max, or with min above max: left out too. */
  incomplete: number
}

// Percentages from different ranges (2 of 0–10, 1 of 0–5) may differ in the last bit: closer than this is a tie.
const TIE_TOLERANCE = 1e-9

const isFiniteNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * The criteria lowest within their own min–max range, lowest first, by the
 * same rule as the Percent column. Unlike that column, min = max gives no
 * position here (nothing to rank), so such criteria are counted instead.
 * Ties go by name, then keep the methodology's order.
 */
export function weakestCriteria(tree: readonly InfraTopGroupNode[], count: number = WEAKEST_CRITERIA_COUNT): WeakestCriteria {
  const ranked: RankedCriterion[] = []
  let noRange = 0
  let incomplete = 0
  for (const top of tree) {
    for (const sub of top.subGroups) {
      for (const criterion of sub.criteria) {
        const { score, min, max } = criterion
        if (!isFiniteNumber(score) || !isFiniteNumber(min) || !isFiniteNumber(max) || min > max) {
          incomplete += 1
          continue
        }
        if (min === max) {
          noRange += 1
          continue
        }
        const percent = criterionPercent(criterion)
        if (percent.percent === null) {
          incomplete += 1
          continue
        }
        ranked.push({
          id: criterion.id,
          label: criterion.label,
          groupLabel: top.label,
          subGroupLabel: sub.label,
          score,
          min,
          max,
          percent: { ...percent, percent: percent.percent },
        })
      }
    }
  }
  const lowestFirst = ranked.toSorted((a, b) => {
    const difference = a.percent.percent - b.percent.percent
    return Math.abs(difference) > TIE_TOLERANCE ? difference : a.label.localeCompare(b.label, 'en')
  })
  return { criteria: lowestFirst.slice(0, count), noRange, incomplete }
}
