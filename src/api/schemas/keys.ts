import * as z from 'zod'
import { optionalNumber, optionalString, timestampField } from './common'

export const apiKeySchema = z.object({
  id: z.string().check(z.minLength(1)),
  api_key: z.catch(z.string(), ''),
  label: optionalString,
  credit_limit: optionalNumber,
  is_active: z.catch(z.boolean(), false),
  revoked_at: timestampField,
  created_at: timestampField,
  used_credits: optionalNumber,
  last_used_at: timestampField,
})
export type ApiKey = z.infer<typeof apiKeySchema>

/** A bare array per the spec; `{ data: [...] }` is accepted too. */
export const apiKeyListSchema = z.union([
  z.array(apiKeySchema),
  z.pipe(z.object({ data: z.array(apiKeySchema) }), z.transform((body) => body.data)),
])

export const KEY_LABEL_MAX = 255

export const createKeyBodySchema = z.object({
  label: z.optional(z.string().check(z.maxLength(KEY_LABEL_MAX))),
  credit_limit: z.optional(z.nullable(z.int().check(z.nonnegative()))),
})
export type CreateKeyBody = z.infer<typeof createKeyBodySchema>

export const updateKeyBodySchema = z.object({
  label: z.optional(z.string().check(z.maxLength(KEY_LABEL_MAX))),
  is_active: z.optional(z.boolean()),
  credit_limit: z.optional(z.nullable(z.int().check(z.nonnegative()))),
})
export type UpdateKeyBody = z.infer<typeof updateKeyBodySchema>

export type KeyStatus = 'active' | 'disabled' | 'revoked'

export function keyStatus(key: Pick<ApiKey, 'is_active' | 'revoked_at'>): KeyStatus {
  if (key.revoked_at) return 'revoked'
  return key.is_active ? 'active' : 'disabled'
}

export const billingStatusSchema = z.object({
  plan_name: optionalString,
  available_credits: optionalNumber,
  monthly_quota: optionalNumber,
  subscribed_at: timestampField,
  requests_allowed: z.catch(z.nullish(z.boolean()), null),
  billing_date: timestampField,
})
export type BillingStatus = z.infer<typeof billingStatusSchema>
