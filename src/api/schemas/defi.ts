import * as z from 'zod'
import { DEFI_SUB_CATEGORIES } from '../../lib/defi-pillars'
import { DEFI_TYPES } from '../../lib/defi-types'
import { dateField, gradeField, nameField, optionalNumber, optionalString } from './common'

export const defiTypeSchema = z.enum(DEFI_TYPES)
export type DefiType = z.infer<typeof defiTypeSchema>

function pillarSchema<K extends readonly string[]>(keys: K) {
  const shape = Object.fromEntries(keys.map((key) => [key, optionalNumber])) as { [P in K[number]]: typeof optionalNumber }
  return z.catch(
    z.nullish(
      z.object({
        rating: gradeField,
        sub_categories: z.catch(z.nullish(z.object(shape)), null),
      }),
    ),
    null,
  )
}

export const defiCategoryBlockSchema = z.object({
  operations: pillarSchema(DEFI_SUB_CATEGORIES.operations),
  security: pillarSchema(DEFI_SUB_CATEGORIES.security),
  strategy: pillarSchema(DEFI_SUB_CATEGORIES.strategy),
})
export type DefiCategoryBlock = z.infer<typeof defiCategoryBlockSchema>

export const riskMetricsSchema = z.object({
  apy: optionalNumber,
  tvl: optionalNumber,
  users: optionalNumber,
})
export type RiskMetrics = z.infer<typeof riskMetricsSchema>

export const defiRatingSchema = z.object({
  name: nameField,
  provider_name: nameField,
  contract_address: z.string().check(z.minLength(1)),
  version: optionalString,
  /** Kept as text: a seventh type from the real service must not break the table. */
  type: optionalString,
  chain: optionalString,
  rating: gradeField,
  potential_rating: gradeField,
  rated_at: dateField,
  rated_since: dateField,
  profile_url: optionalString,
  report_url: optionalString,
  rating_data: z.catch(z.nullish(defiCategoryBlockSchema), null),
  potential_rating_data: z.catch(z.nullish(defiCategoryBlockSchema), null),
  risk_metrics: z.catch(z.nullish(riskMetricsSchema), null),
})
export type DefiRating = z.infer<typeof defiRatingSchema>

export const DEFI_SORT_FIELDS = ['rating', 'rated_at', 'rated_since', 'name', 'tvl', 'apy', 'users'] as const
export type DefiSortField = (typeof DEFI_SORT_FIELDS)[number]
