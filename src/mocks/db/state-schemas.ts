import * as z from 'zod'
import { GRADE_SCALE } from '../../lib/grades'

/**
 * The mutable part of the mock db (accounts and keys), strict where the
 * client's schemas are lenient: the mock knows exactly what it stores. The
 * same schemas validate what the browser demo reads back from localStorage.
 */
export const storedKeySchema = z.object({
  id: z.uuid(),
  account_id: z.string().check(z.minLength(1)),
  /** The full key; only ever sent back once, in the answer to POST. */
  secret: z.string().check(z.minLength(1)),
  label: z.string(),
  credit_limit: z.nullable(z.int().check(z.nonnegative())),
  is_active: z.boolean(),
  revoked_at: z.nullable(z.iso.datetime()),
  created_at: z.iso.datetime(),
  used_credits: z.int().check(z.nonnegative()),
  last_used_at: z.nullable(z.iso.datetime()),
})
export type StoredKey = z.infer<typeof storedKeySchema>

export const accountSchema = z.object({
  id: z.string().check(z.minLength(1)),
  plan_name: z.string(),
  monthly_quota: z.int().check(z.nonnegative()),
  subscribed_at: z.iso.datetime(),
})
export type Account = z.infer<typeof accountSchema>

/** A demo re-rating: which seeded record (by position) got which grade on which day. */
export const storedReratingSchema = z.object({
  kind: z.enum(['defi', 'infra']),
  index: z.int().check(z.nonnegative()),
  rating: z.enum(GRADE_SCALE),
  rated_at: z.iso.date(),
})

export const persistedStateSchema = z.object({
  seed: z.number(),
  keys: z.array(storedKeySchema),
  /** Absent in what earlier versions stored: no re-ratings. */
  reratings: z._default(z.array(storedReratingSchema), []),
})
export type PersistedState = z.infer<typeof persistedStateSchema>
