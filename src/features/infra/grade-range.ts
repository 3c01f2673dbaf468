import type { ParamIssue } from '../../api/params/define-list-params'
import { baseGradeIndex } from '../../lib/grades'
import { BASE_GRADES, type BaseGrade } from '../../lib/grades'

/**
 * The grade part of the infrastructure list's parameters. `rating_gte` is
 * "at least this good" (the worst grade let through), `rating_lte` "at most
 * this good" (the best grade let through), `rating` one base grade exactly.
 */
export interface GradeFilterParams {
  rating_gte?: BaseGrade | undefined
  rating_lte?: BaseGrade | undefined
  rating?: BaseGrade | undefined
}

/** All three keys present (possibly undefined), so spreading it over a view's params clears what it replaces. */
export interface GradeFilterPatch {
  rating_gte: BaseGrade | undefined
  rating_lte: BaseGrade | undefined
  rating: BaseGrade | undefined
}

export interface GradeRange {
  /** Best grade let through (`rating_lte`). */
  best?: BaseGrade | undefined
  /** Worst grade let through (`rating_gte`). */
  worst?: BaseGrade | undefined
}

export function gradeRangeOf(params: GradeFilterParams): GradeRange {
  return { best: params.rating_lte, worst: params.rating_gte }
}

export function rangeToParams({ best, worst }: GradeRange): GradeFilterPatch {
  return { rating_lte: best, rating_gte: worst, rating: undefined }
}

export function exactToParams(grade: BaseGrade | undefined): GradeFilterPatch {
  return { rating_lte: undefined, rating_gte: undefined, rating: grade }
}

/** True when the best end is worse than the worst end: a range nothing can match. */
export function isCrossed({ best, worst }: GradeRange): boolean {
  return best !== undefined && worst !== undefined && baseGradeIndex(best) > baseGradeIndex(worst)
}

/** Grades that may be chosen as the best end without crossing the current worst end. */
export function bestOptions(worst: BaseGrade | undefined): BaseGrade[] {
  return worst === undefined ? [...BASE_GRADES] : BASE_GRADES.slice(0, baseGradeIndex(worst) + 1)
}

/** Grades that may be chosen as the worst end without crossing the current best end. */
export function worstOptions(best: BaseGrade | undefined): BaseGrade[] {
  return best === undefined ? [...BASE_GRADES] : BASE_GRADES.slice(baseGradeIndex(best))
}

/**
 * Makes grade parameters from a URL consistent before any request: a crossed
 * range loses its `rating_lte`, and an exact grade wins over a range given
 * beside it. Each dropped parameter is reported like any invalid one.
 */
export function sanitizeGradeParams<P extends GradeFilterParams>(params: P): { params: P; invalid: ParamIssue[] } {
  const out = { ...params }
  const invalid: ParamIssue[] = []
  if (out.rating !== undefined) {
    for (const name of ['rating_gte', 'rating_lte'] as const) {
      const value = out[name]
      if (value === undefined) continue
      invalid.push({ param: name, value, message: 'cannot be combined with an exact grade (rating)' })
      delete out[name]
    }
  } else if (isCrossed(gradeRangeOf(out)) && out.rating_lte !== undefined) {
    invalid.push({
      param: 'rating_lte',
      value: out.rating_lte,
      message: `is better than rating_gte=${out.rating_gte ?? ''}: the range would match nothing`,
    })
    delete out.rating_lte
  }
  return { params: out, invalid }
}

/** The filter in words, as announced: "Grades from BBB to AA". */
export function describeGradeFilter(params: GradeFilterParams): string {
  if (params.rating) return `Exactly ${params.rating} (notched grades included)`
  const { best, worst } = gradeRangeOf(params)
  if (best && worst) return best === worst ? `Grades ${best} only (notched grades included)` : `Grades from ${worst} to ${best}`
  if (worst) return `Grades ${worst} and better`
  if (best) return `Grades ${best} and worse`
  return 'All grades'
}

export interface GradePreset {
  id: string
  label: string
  params: GradeFilterPatch
}

export const GRADE_PRESETS: readonly GradePreset[] = [
  { id: 'verified', label: 'Verified (A and better)', params: rangeToParams({ worst: 'A' }) },
  { id: 'below-investment', label: 'Below investment grade (BB and worse)', params: rangeToParams({ best: 'BB' }) },
]

/** True when the view's grade filter is exactly the preset. */
export function isPresetActive(preset: GradePreset, params: GradeFilterParams): boolean {
  return (
    preset.params.rating === params.rating &&
    preset.params.rating_gte === params.rating_gte &&
    preset.params.rating_lte === params.rating_lte
  )
}
