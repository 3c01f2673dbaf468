import type { DefiCategoryBlock } from '../../api/schemas/defi'
import { DEFI_PILLARS, DEFI_SUB_CATEGORIES, type DefiPillar } from '../../lib/defi-pillars'
import type { InfraCriterion } from '../../api/schemas/infra'
import type { Grade } from '../../lib/grades'
import { DEFI_PILLAR_WEIGHTS, GRADE_CUTOFFS } from '../policy'

/**
 * Grades follow from the scores through the one cut-off table in policy.ts,
 * so the charts (scores) and the badges (grades) can never disagree.
 */
export function gradeForScore(score: number): Grade {
  for (const [grade, minimum] of GRADE_CUTOFFS) {
    if (score >= minimum) return grade
  }
  return 'D'
}

export type PillarScores = { [P in DefiPillar]: Record<(typeof DEFI_SUB_CATEGORIES)[P][number], number> }

export function average(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0
}

export function pillarAverage<P extends DefiPillar>(pillar: P, scores: PillarScores[P]): number {
  const keys = DEFI_SUB_CATEGORIES[pillar] as readonly (keyof PillarScores[P])[]
  return average(keys.map((key) => scores[key] as number))
}

/** Security 40 %, strategy 30 %, operations 30 % of the pillar averages. */
export function weightedDefiScore(scores: PillarScores): number {
  return DEFI_PILLARS.reduce((sum, pillar) => sum + DEFI_PILLAR_WEIGHTS[pillar] * pillarAverage(pillar, scores[pillar]), 0)
}

/** The `rating_data` block and the overall grade for a set of sub-category scores. */
export function gradeDefiScores(scores: PillarScores): { block: DefiCategoryBlock; rating: Grade } {
  const block: DefiCategoryBlock = {
    operations: { rating: gradeForScore(pillarAverage('operations', scores.operations)), sub_categories: { ...scores.operations } },
    security: { rating: gradeForScore(pillarAverage('security', scores.security)), sub_categories: { ...scores.security } },
    strategy: { rating: gradeForScore(pillarAverage('strategy', scores.strategy)), sub_categories: { ...scores.strategy } },
  }
  return { block, rating: gradeForScore(weightedDefiScore(scores)) }
}

/** Share of the attainable infrastructure score in percent: Σ(score − min) / Σ(max − min) × 100. */
export function infraScoreShare(criteria: Iterable<InfraCriterion>): number {
  let gained = 0
  let attainable = 0
  for (const { min, max, score } of criteria) {
    if (min == null || max == null || score == null) continue
    gained += score - min
    attainable += max - min
  }
  return attainable > 0 ? (gained / attainable) * 100 : 0
}
