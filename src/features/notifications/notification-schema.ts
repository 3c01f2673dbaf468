import * as z from 'zod'
import { gradeSnapshotSchema } from '../../lib/grade-change'

/** [ours] The newest this many are kept (UI contract): older ones drop off the end. */
export const NOTIFICATIONS_MAX = 200
/** [ours] Alert ids remembered as already told, newest first: more than a check ever reads. */
export const SEEN_ALERTS_MAX = 1000

/** The choices of "How often" (UI contract), in the select's order. */
export const CHECK_INTERVALS = [
  { ms: 15 * 60_000, label: 'Every 15 minutes', inSentence: 'every 15 minutes' },
  { ms: 60 * 60_000, label: 'Every hour', inSentence: 'every hour' },
  { ms: 6 * 60 * 60_000, label: 'Every 6 hours', inSentence: 'every 6 hours' },
  { ms: 24 * 60 * 60_000, label: 'Once a day', inSentence: 'once a day' },
] as const
export type CheckInterval = (typeof CHECK_INTERVALS)[number]

const intervalMs = z.union([z.literal(CHECK_INTERVALS[0].ms), z.literal(CHECK_INTERVALS[1].ms), z.literal(CHECK_INTERVALS[2].ms), z.literal(CHECK_INTERVALS[3].ms)])

/** The person's choices on Settings, kept for this device (the same for every connection). */
export const checkSettingsSchema = z.object({
  enabled: z.boolean(),
  interval_ms: intervalMs,
  daily_budget: z.int().check(z.gte(0), z.lte(100_000_000)),
})
export type CheckSettings = z.infer<typeof checkSettingsSchema>
export const DEFAULT_CHECK_SETTINGS: CheckSettings = { enabled: false, interval_ms: 60 * 60_000, daily_budget: 2000 }

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(200))
const name = z.string().check(z.minLength(1), z.maxLength(300))

/** What a notification is about: where its link leads. Never anything about the person or the key. */
export const notifiedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('defi'), platform: slug, contract_address: z.string().check(z.minLength(1), z.maxLength(200)), name }),
  z.object({ kind: z.literal('infra'), slug, name }),
  /** An alert on a watched or held platform that names no product. */
  z.object({ kind: z.literal('platform'), platform: slug, name }),
])
export type NotifiedItem = z.infer<typeof notifiedItemSchema>

export const NOTIFICATION_KINDS = ['upgraded', 'downgraded', 're-rated', 'not_found', 'alert'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const notificationSchema = z.object({
  id: z.string().check(z.maxLength(500)),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What changed, as the panel says it ("Downgraded from AA to A", "New high alert: Bridge delay over 6 hours"). */
  text: z.string().check(z.maxLength(600)),
  item: notifiedItemSchema,
  /** ISO time the check found it. */
  found_at: z.string().check(z.maxLength(40)),
  read: z.boolean(),
})
export type AppNotification = z.infer<typeof notificationSchema>

/** What the last check knew of a record: the reference the next check compares with. */
export const knownRecordSchema = z.object({
  /** Null when the API answered 404. */
  snapshot: z.nullable(gradeSnapshotSchema),
})
export type KnownRecord = z.infer<typeof knownRecordSchema>

/** One check's outcome, for the section's sentences and the next check's cost estimate. */
export const checkRunSchema = z.object({
  at: z.number(),
  items: z.int(),
  requests: z.int(),
  /** Credits the server reported for the check's requests; null when none reported a figure. */
  credits: z.nullable(z.number()),
  found: z.int(),
  problem: z.nullable(z.string().check(z.maxLength(600))),
})
export type CheckRun = z.infer<typeof checkRunSchema>

/** The stored value of one connection: bump the version (and read the old one) when its shape changes. */
export const CHECKS_VERSION = 1
export const storedChecksSchema = z.object({
  version: z.literal(CHECKS_VERSION),
  notifications: z.array(notificationSchema).check(z.maxLength(NOTIFICATIONS_MAX)),
  known: z.record(z.string().check(z.maxLength(500)), knownRecordSchema),
  seen_alerts: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(SEEN_ALERTS_MAX)),
  /** The day (`YYYY-MM-DD`, local) `spent` counts for. */
  budget_day: z.nullable(z.string().check(z.maxLength(10))),
  spent: z.number().check(z.gte(0)),
  last_run: z.nullable(checkRunSchema),
  /** What each list answer cost at the last check that sent it, to judge whether it is cheaper than reading each record. */
  list_credits: z.partialRecord(z.enum(['defi', 'infra']), z.number()),
})
export type StoredChecks = z.infer<typeof storedChecksSchema>

export const EMPTY_CHECKS: StoredChecks = {
  version: CHECKS_VERSION,
  notifications: [],
  known: {},
  seen_alerts: [],
  budget_day: null,
  spent: 0,
  last_run: null,
  list_credits: {},
}
