import * as z from 'zod'
import { DEFI_SORT_FIELDS, defiTypeSchema } from '../schemas/defi'
import { defineListParams, type ParamsOf } from './define-list-params'
import {
  dateParam,
  limitParam,
  nonNegativeIntParam,
  nonNegativeNumberParam,
  offsetParam,
  orderParam,
  slugParam,
  versionParam,
} from './fields'
import { DEFI_DEFAULT_SORT, PAGE_DEFAULTS } from './list-defaults'

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
  sort: z.enum(DEFI_SORT_FIELDS),
  order: orderParam,
  limit: limitParam,
  offset: offsetParam,
}

export const defiListParams = defineListParams(defiListFields, PAGE_DEFAULTS, DEFI_DEFAULT_SORT)
export type DefiListParams = ParamsOf<typeof defiListFields>
