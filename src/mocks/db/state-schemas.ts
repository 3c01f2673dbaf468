import * as z from 'zod'

/**
 * The mutable part of the mock db (accounts and keys), strict where the
 * client's schemas are lenient: the mock knows exactly what it stores. The
 * same schemas validate what the browser demo reads back from localStorage.
 */
export const storedKeySchema = z.object({
  id: z.uuid(),
  account_id: z.string().min(1),
  /** The full key; only ever sent back once, in the answer to POST. */
  secret: z.string().min(1),
  label: z.string(),
  credit_limit: z.number().int().nonnegative().nullable(),
  is_active: z.boolean(),
  revoked_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  used_credits: z.number().int().nonnegative(),
  last_used_at: z.iso.datetime().nullable(),
})
export type StoredKey = z.infer<typeof storedKeySchema>

export const accountSchema = z.object({
  id: z.string().min(1),
  plan_name: z.string(),
  monthly_quota: z.number().int().nonnegative(),
  subscribed_at: z.iso.datetime(),
})
export type Account = z.infer<typeof accountSchema>

export const persistedStateSchema = z.object({
  seed: z.number(),
  keys: z.array(storedKeySchema),
})
export type PersistedState = z.infer<typeof persistedStateSchema>
