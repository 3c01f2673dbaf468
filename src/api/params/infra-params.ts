import * as z from 'zod'
import { INFRA_SORT_FIELDS } from '../schemas/infra'
import { defineListParams, type ParamsOf } from './define-list-params'
import { DEFAULT_LIMIT, baseGradeParam, dateParam, limitParam, offsetParam, orderParam, versionParam } from './fields'

export const infraListFields = {
  rating_gte: baseGradeParam,
  rating_lte: baseGradeParam,
  rating: baseGradeParam,
  version: versionParam,
  rated_at_gte: dateParam,
  rated_at_lte: dateParam,
  rated_since_gte: dateParam,
  rated_since_lte: dateParam,
  sort: z.lazy(() => z.enum(INFRA_SORT_FIELDS)),
  order: orderParam,
  limit: limitParam,
  offset: offsetParam,
}

/** The API's own defaults (contract 5.7): sort by rating, ascending (worst first). */
export const INFRA_DEFAULT_SORT = { sort: 'rating', order: 'asc' } as const

export const infraListParams = defineListParams(infraListFields, { limit: DEFAULT_LIMIT, offset: 0 }, INFRA_DEFAULT_SORT)
export type InfraListParams = ParamsOf<typeof infraListFields>
