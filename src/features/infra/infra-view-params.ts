import type { ListParamsDefinition } from '../../api/params/define-list-params'
import { infraListFields, infraListParams } from '../../api/params/infra-params'
import { sanitizeGradeParams } from './grade-range'

/**
 * The infrastructure list's URL definition: the API's own, plus the grade
 * rules a single parameter cannot check (a crossed range, an exact grade
 * beside a range). Those are dropped and named like any invalid value, and
 * the shared list machinery rewrites the URL without them.
 */
export const infraViewParams: ListParamsDefinition<typeof infraListFields> = {
  ...infraListParams,
  fromSearch(search) {
    const parsed = infraListParams.fromSearch(search)
    const sane = sanitizeGradeParams(parsed.params)
    return { params: sane.params, invalid: [...parsed.invalid, ...sane.invalid] }
  },
}
