import * as z from 'zod'
import { optionalNumber, optionalString, timestampField } from './common'

// Built on first parse (`z.lazy`), as common.ts explains.

export const apiKeySchema = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    api_key: z.string().catch(''),
    label: optionalString,
    credit_limit: optionalNumber,
    is_active: z.boolean().catch(false),
    revoked_at: timestampField,
    created_at: timestampField,
    used_credits: optionalNumber,
    last_used_at: timestampField,
  }),
)
export type ApiKey = z.infer<typeof apiKeySchema>

/** A bare array per the spec; `{ data: [...] }` is accepted too. */
export const apiKeyListSchema = z.lazy(() =>
  z.union([
    z.array(apiKeySchema),
    z.object({ data: z.array(apiKeySchema) }).transform((body) => body.data),
  ]),
)

export const KEY_LABEL_MAX = 255

export const createKeyBodySchema = z.lazy(() =>
  z.object({
    label: z.string().max(KEY_LABEL_MAX).optional(),
    credit_limit: z.number().int().nonnegative().nullable().optional(),
  }),
)
export type CreateKeyBody = z.infer<typeof createKeyBodySchema>

export const updateKeyBodySchema = z.lazy(() =>
  z.object({
    label: z.string().max(KEY_LABEL_MAX).optional(),
    is_active: z.boolean().optional(),
    credit_limit: z.number().int().nonnegative().nullable().optional(),
  }),
)
export type UpdateKeyBody = z.infer<typeof updateKeyBodySchema>

export type KeyStatus = 'active' | 'disabled' | 'revoked'

export function keyStatus(key: Pick<ApiKey, 'is_active' | 'revoked_at'>): KeyStatus {
  if (key.revoked_at) return 'revoked'
  return key.is_active ? 'active' : 'disabled'
}

export const billingStatusSchema = z.lazy(() =>
  z.object({
    plan_name: optionalString,
    available_credits: optionalNumber,
    monthly_quota: optionalNumber,
    subscribed_at: timestampField,
    requests_allowed: z.boolean().nullish().catch(null),
    billing_date: timestampField,
  }),
)
export type BillingStatus = z.infer<typeof billingStatusSchema>
