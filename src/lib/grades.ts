/** Grade scale, best first, with the + / - modifiers the real service uses. */
export const GRADE_SCALE = [
  'AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB+', 'BB', 'BB-',
  'B+', 'B', 'B-', 'CCC+', 'CCC', 'CCC-', 'CC', 'C', 'D',
] as const
export type Grade = (typeof GRADE_SCALE)[number]

/** The ten base grades that filters accept, best first. */
export const BASE_GRADES = ['AAA', 'AA', 'A', 'BBB', 'BB', 'B', 'CCC', 'CC', 'C', 'D'] as const
export type BaseGrade = (typeof BASE_GRADES)[number]

export type GradeBand = 'qualified' | 'elevated' | 'high-risk' | 'default' | 'unknown'

export const BAND_LABELS: Record<GradeBand, string> = {
  qualified: 'Qualified',
  elevated: 'Elevated',
  'high-risk': 'High risk',
  default: 'Default',
  unknown: 'Unrated',
}

/** One line per band saying what it means: the overview's scale and the detail pages read the same words. */
export const BAND_MEANINGS: Record<Exclude<GradeBand, 'unknown'>, string> = {
  qualified: 'Meets the methodology’s bar: risks are identified and well managed.',
  elevated: 'Notable weaknesses: risks are higher than for qualified ratings.',
  'high-risk': 'Serious weaknesses: a loss of funds is a real possibility.',
  default: 'Has failed: funds were lost or obligations were not met.',
}

/** The known bands, best first. */
export const RATED_BANDS = Object.keys(BAND_MEANINGS) as Array<Exclude<GradeBand, 'unknown'>>

function normalise(grade: string): string {
  return grade.trim().toUpperCase()
}

/** Position on the full scale (0 = AAA), or -1 for a grade we do not recognise. */
export function gradeIndex(grade: string | null | undefined): number {
  if (!grade) return -1
  return (GRADE_SCALE as readonly string[]).indexOf(normalise(grade))
}

export function isKnownGrade(grade: string | null | undefined): grade is Grade {
  return gradeIndex(grade) >= 0
}

/** `BBB+` → `BBB`; null for anything off the scale. */
export function baseGrade(grade: string | null | undefined): BaseGrade | null {
  if (!isKnownGrade(grade)) return null
  const stripped = normalise(grade).replace(/[+-]$/, '')
  return (BASE_GRADES as readonly string[]).includes(stripped) ? (stripped as BaseGrade) : null
}

export function baseGradeIndex(grade: BaseGrade): number {
  return BASE_GRADES.indexOf(grade)
}

/**
 * Orders grades best first (negative when `a` is better). Unknown grades sort
 * after every known one so that they never pose as good ratings.
 */
export function compareGrades(a: string | null | undefined, b: string | null | undefined): number {
  const ia = gradeIndex(a)
  const ib = gradeIndex(b)
  const ra = ia < 0 ? GRADE_SCALE.length : ia
  const rb = ib < 0 ? GRADE_SCALE.length : ib
  return ra - rb
}

/** Band per the real methodology: AAA…BBB- Qualified, BB+…B- Elevated, CCC+…C High risk, D Default. */
export function gradeBand(grade: string | null | undefined): GradeBand {
  const i = gradeIndex(grade)
  if (i < 0) return 'unknown'
  if (i <= gradeIndex('BBB-')) return 'qualified'
  if (i <= gradeIndex('B-')) return 'elevated'
  if (i <= gradeIndex('C')) return 'high-risk'
  return 'default'
}

/** How many notches `potential` is better than `actual` (positive = better), or null when either is unknown. */
export function notchesBetter(actual: string | null | undefined, potential: string | null | undefined): number | null {
  const a = gradeIndex(actual)
  const p = gradeIndex(potential)
  if (a < 0 || p < 0) return null
  return a - p
}

/** True when `grade` (possibly notched) falls within the inclusive range of base grades. */
export function gradeInBaseRange(
  grade: string | null | undefined,
  best: BaseGrade | undefined,
  worst: BaseGrade | undefined,
): boolean {
  const base = baseGrade(grade)
  if (!base) return false
  const i = baseGradeIndex(base)
  if (best !== undefined && i < baseGradeIndex(best)) return false
  if (worst !== undefined && i > baseGradeIndex(worst)) return false
  return true
}

/** A grade's band with its name and one-line meaning; null for a grade off the scale. */
export function bandReading(grade: string | null | undefined): { band: Exclude<GradeBand, 'unknown'>; label: string; meaning: string } | null {
  const band = gradeBand(grade)
  if (band === 'unknown') return null
  return { band, label: BAND_LABELS[band], meaning: BAND_MEANINGS[band] }
}

/**
 * A preview rating: the methodology version says so (`v0.1-alpha-preview`),
 * or the record carries a potential grade, which only preview ratings do in
 * the real service.
 */
export function isPreviewRating(version: string | null | undefined, potentialGrade: string | null | undefined): boolean {
  return /-preview$/i.test(version?.trim() ?? '') || Boolean(potentialGrade?.trim())
}
