import * as z from 'zod'
import { INFRA_SORT_FIELDS } from '../schemas/infra'
import { defineListParams, type ParamsOf } from './define-list-params'
import { baseGradeParam, dateParam, limitParam, offsetParam, orderParam, versionParam } from './fields'
import { INFRA_DEFAULT_SORT, PAGE_DEFAULTS } from './list-defaults'

export const infraListFields = {
  rating_gte: baseGradeParam,
  rating_lte: baseGradeParam,
  rating: baseGradeParam,
  version: versionParam,
  rated_at_gte: dateParam,
  rated_at_lte: dateParam,
  rated_since_gte: dateParam,
  rated_since_lte: dateParam,
  sort: z.enum(INFRA_SORT_FIELDS),
  order: orderParam,
  limit: limitParam,
  offset: offsetParam,
}

export const infraListParams = defineListParams(infraListFields, PAGE_DEFAULTS, INFRA_DEFAULT_SORT)
export type InfraListParams = ParamsOf<typeof infraListFields>
