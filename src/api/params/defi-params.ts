import * as z from 'zod'
import { DEFI_SORT_FIELDS, defiTypeSchema } from '../schemas/defi'
import { defineListParams, type ParamsOf } from './define-list-params'
import {
  DEFAULT_LIMIT,
  dateParam,
  limitParam,
  nonNegativeIntParam,
  nonNegativeNumberParam,
  offsetParam,
  orderParam,
  slugParam,
  versionParam,
} from './fields'

export const defiListFields = {
  type: defiTypeSchema,
  chain: slugParam,
  version: versionParam,
  rated_at_gte: dateParam,
  rated_at_lte: dateParam,
  rated_since_gte: dateParam,
  rated_since_lte: dateParam,
  tvl_gte: nonNegativeNumberParam,
  tvl_lte: nonNegativeNumberParam,
  apy_gte: nonNegativeNumberParam,
  apy_lte: nonNegativeNumberParam,
  users_gte: nonNegativeIntParam,
  users_lte: nonNegativeIntParam,
  sort: z.lazy(() => z.enum(DEFI_SORT_FIELDS)),
  order: orderParam,
  limit: limitParam,
  offset: offsetParam,
}

/**
 * [ours] The real default sort is unknown; we show (and the mock serves) the
 * best ratings first when neither sort nor order is given. An explicit `sort`
 * without `order` is ascending, the API's default. Requests always carry sort
 * and order explicitly.
 */
export const DEFI_DEFAULT_SORT = { sort: 'rating', order: 'desc' } as const

export const defiListParams = defineListParams(defiListFields, { limit: DEFAULT_LIMIT, offset: 0 }, DEFI_DEFAULT_SORT)
export type DefiListParams = ParamsOf<typeof defiListFields>
