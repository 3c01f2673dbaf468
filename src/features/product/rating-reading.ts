import type { DefiRating } from '../../api/schemas/defi'
import { DEFI_PILLARS, type DefiPillar, PILLAR_LABELS, PILLAR_WEIGHTS, pillarScores, subCategoryLabel } from '../../lib/defi-pillars'
import { formatDecimal } from '../../lib/format'
import { notchesBetter } from '../../lib/grades'

type ReadingRecord = Pick<DefiRating, 'rating' | 'potential_rating' | 'rating_data' | 'potential_rating_data'>

interface SubCategoryRef {
  key: string
  label: string
  pillar: DefiPillar
  pillarLabel: string
}

/** A sub-category whose potential score is above its current one. */
export interface SubCategoryGap extends SubCategoryRef {
  rating: number
  potential: number
  gap: number
  /** The gap times the pillar's weight: what the ordering uses. */
  weightedGap: number
}

export interface SubCategoryScore extends SubCategoryRef {
  score: number
}

export type ProductReading =
  | { kind: 'holds-back'; gaps: SubCategoryGap[] }
  | { kind: 'weakest'; areas: SubCategoryScore[] }

/** How many sub-categories "Weakest areas" names. */
export const WEAKEST_AREA_COUNT = 3

// Weighted gaps are products of decimals (26 × 0.4 vs 34.67 × 0.3): closer than this counts as a tie.
const TIE_TOLERANCE = 1e-9

function byName(a: SubCategoryRef, b: SubCategoryRef): number {
  return a.label.localeCompare(b.label, 'en')
}

function numbersFirst(compare: number, a: SubCategoryRef, b: SubCategoryRef): number {
  return Math.abs(compare) > TIE_TOLERANCE ? compare : byName(a, b)
}

function ref(pillar: DefiPillar, key: string): SubCategoryRef {
  return { key, label: subCategoryLabel(key), pillar, pillarLabel: PILLAR_LABELS[pillar] }
}

/**
 * Sub-categories whose potential score is above their current one, largest
 * weighted gap first; ties by name, then in the contract's order. Missing or
 * non-finite scores on either side leave a sub-category out. Scores are taken
 * as they come: the scale is not documented, so nothing is capped at 100.
 */
export function ratingGaps(record: Pick<ReadingRecord, 'rating_data' | 'potential_rating_data'>): SubCategoryGap[] {
  const gaps: SubCategoryGap[] = []
  for (const pillar of DEFI_PILLARS) {
    const potential = new Map(pillarScores(record.potential_rating_data, pillar).map((entry) => [entry.key, entry.score]))
    for (const { key, score: rating } of pillarScores(record.rating_data, pillar)) {
      const target = potential.get(key)
      if (rating === null || target === null || target === undefined || !(target > rating)) continue
      const gap = target - rating
      // Shown to two decimals: a gain that would read "+0" is no gain to a reader.
      if (Math.round(gap * 100) === 0) continue
      gaps.push({ ...ref(pillar, key), rating, potential: target, gap, weightedGap: gap * PILLAR_WEIGHTS[pillar] })
    }
  }
  return gaps.toSorted((a, b) => numbersFirst(b.weightedGap - a.weightedGap, a, b))
}

/** The lowest current sub-category scores, lowest first; ties by name. */
export function weakestAreas(
  record: Pick<ReadingRecord, 'rating_data'>,
  count: number = WEAKEST_AREA_COUNT,
): SubCategoryScore[] {
  const scores: SubCategoryScore[] = DEFI_PILLARS.flatMap((pillar) =>
    pillarScores(record.rating_data, pillar).flatMap(({ key, score }) => (score === null ? [] : [{ ...ref(pillar, key), score }])),
  )
  return scores.toSorted((a, b) => numbersFirst(a.score - b.score, a, b)).slice(0, count)
}

/**
 * What the product page says about the grade: what holds it back when the
 * potential grade is better (an unknown grade on either side is not
 * "better"), otherwise the weakest areas.
 */
export function readProduct(record: ReadingRecord): ProductReading {
  if ((notchesBetter(record.rating, record.potential_rating) ?? 0) > 0) {
    return { kind: 'holds-back', gaps: ratingGaps(record) }
  }
  return { kind: 'weakest', areas: weakestAreas(record) }
}

/** "Smart contract security: 62 → 88 (+26)" */
export function gapText(gap: SubCategoryGap): string {
  return `${gap.label}: ${formatDecimal(gap.rating)} → ${formatDecimal(gap.potential)} (+${formatDecimal(gap.gap)})`
}

/** "Governance: 41" */
export function scoreText(area: SubCategoryScore): string {
  return `${area.label}: ${formatDecimal(area.score)}`
}
