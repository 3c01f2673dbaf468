import type { DefiRating } from '../../api/schemas/defi'
import { DEFI_PILLARS, type DefiPillar, hasCategoryData, PILLAR_LABELS, pillarAverageScore, pillarGrade, pillarScores, scoreAxisMax, subCategoryLabel } from '../../lib/defi-pillars'
import { formatDecimal } from '../../lib/format'

type CategoryRecord = Pick<DefiRating, 'rating_data' | 'potential_rating_data'>

/** One pillar in the pillar chart: grade and average score, rating and potential side by side. */
export interface PillarChartRow {
  pillar: DefiPillar
  label: string
  ratingGrade: string | null
  ratingScore: number | null
  potentialGrade: string | null
  potentialScore: number | null
}

/** One sub-category bar pair. */
export interface SubCategoryChartRow {
  key: string
  label: string
  rating: number | null
  potential: number | null
}

/** The potential comparison is shown only when the record carries potential category data. */
export function hasPotentialData(record: CategoryRecord): boolean {
  return hasCategoryData(record.potential_rating_data)
}

export function pillarChartRows(record: CategoryRecord): PillarChartRow[] {
  const potential = hasPotentialData(record) ? record.potential_rating_data : null
  return DEFI_PILLARS.map((pillar) => ({
    pillar,
    label: PILLAR_LABELS[pillar],
    ratingGrade: pillarGrade(record.rating_data, pillar),
    ratingScore: pillarAverageScore(record.rating_data, pillar),
    potentialGrade: pillarGrade(potential, pillar),
    potentialScore: pillarAverageScore(potential, pillar),
  }))
}

export function subCategoryChartRows(record: CategoryRecord, pillar: DefiPillar): SubCategoryChartRow[] {
  const potential = hasPotentialData(record) ? pillarScores(record.potential_rating_data, pillar) : []
  return pillarScores(record.rating_data, pillar).map(({ key, score }, index) => ({
    key,
    label: subCategoryLabel(key),
    rating: score,
    potential: potential[index]?.score ?? null,
  }))
}

/** One axis for every chart of a product, so bars compare across charts. */
export function productScoreAxisMax(record: CategoryRecord): number {
  const values = DEFI_PILLARS.flatMap((pillar) =>
    subCategoryChartRows(record, pillar).flatMap((row) => [row.rating, row.potential]),
  )
  return scoreAxisMax(values)
}

function scoreText(score: number | null): string {
  return score === null ? 'no score' : formatDecimal(score)
}

/** The text alternative of the pillar chart: every number the bars show. */
export function pillarChartSummary(rows: readonly PillarChartRow[], withPotential: boolean, axisMax: number): string {
  const parts = rows.map((row) => {
    const rating = `${row.label}: rating ${row.ratingGrade ?? 'not graded'}, average score ${scoreText(row.ratingScore)}`
    return withPotential
      ? `${rating}; potential ${row.potentialGrade ?? 'not graded'}, average score ${scoreText(row.potentialScore)}`
      : rating
  })
  return `Average sub-category score per pillar on a scale of 0 to ${formatDecimal(axisMax)}. ${parts.join('. ')}.`
}

export function subCategoryChartSummary(
  pillarLabel: string,
  rows: readonly SubCategoryChartRow[],
  withPotential: boolean,
  axisMax: number,
): string {
  const parts = rows.map((row) =>
    withPotential
      ? `${row.label} ${scoreText(row.rating)} (potential ${scoreText(row.potential)})`
      : `${row.label} ${scoreText(row.rating)}`,
  )
  return `${pillarLabel} sub-category scores on a scale of 0 to ${formatDecimal(axisMax)}: ${parts.join(', ')}.`
}
