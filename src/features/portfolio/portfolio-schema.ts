import * as z from 'zod'
import { gradeSnapshotSchema } from '../../lib/grade-change'
import { HISTORY_MAX_ENTRIES, historyEntrySchema } from './portfolio-history'
import { PORTFOLIO_NAME_MAX } from './portfolio-names'

/** [ours] More would take minutes of the API's rate limit to refresh, and is a fund's back office, not a dashboard. */
export const PORTFOLIO_MAX_POSITIONS = 500
/** [ours] One position's largest amount (USD 100 billion): the sum of 500 stays exact in cents. */
export const AMOUNT_MAX_USD = 100_000_000_000

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a platform slug (a-z, 0-9 and -)'), z.maxLength(200))
/** Hex, base58, bech32 or dotted: letters, digits and `._:-`, starting with a letter or digit (so never a spreadsheet formula). */
export const CONTRACT_ADDRESS_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/
const address = z.string().check(z.regex(CONTRACT_ADDRESS_PATTERN, 'must be a contract address'), z.maxLength(200))
/** Whole cents, more than zero. */
const amount = z.number().check(
  z.gt(0),
  z.lte(AMOUNT_MAX_USD),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be whole cents'),
)

/** A DeFi product held and how much of it, in US dollars. Never the API key, never anything else about the person. */
export const positionSchema = z.object({
  platform: slug,
  contract_address: address,
  amount_usd: amount,
  /** The product's name when it was known (added from its page), for a row whose record cannot be had. */
  name: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
})
export type Position = z.infer<typeof positionSchema>

/** Where a position is identified: addresses compare case-insensitively, like the API's. */
export function positionId(position: Pick<Position, 'platform' | 'contract_address'>): string {
  return `${position.platform}:${position.contract_address.toLowerCase()}`
}

/** The value stored before there could be several portfolios: one list of positions. Read to carry it over. */
export const PORTFOLIO_V1 = 1
export const storedPortfolioV1Schema = z.object({
  version: z.literal(PORTFOLIO_V1),
  positions: z.array(positionSchema).check(z.maxLength(PORTFOLIO_MAX_POSITIONS)),
})

/**
 * What the person saw of a portfolio's grades: each position's reference
 * (its grade when added, or at the last "Mark all as seen") and when each
 * position was added, by position id.
 */
export const seenStateSchema = z.object({
  /** ISO time of the last "Mark all as seen"; null: never pressed. */
  marked_at: z.nullable(z.string().check(z.maxLength(40))),
  /** The day the references date from (`YYYY-MM-DD`): the last "Mark all as seen", else the first check. */
  since: z.nullable(z.string().check(z.maxLength(10))),
  references: z.record(z.string().check(z.maxLength(420)), gradeSnapshotSchema),
  added_at: z.record(z.string().check(z.maxLength(420)), z.string().check(z.maxLength(40))),
})
export type SeenState = z.infer<typeof seenStateSchema>

/** One named portfolio: its positions, its dated history and what was seen of it. */
export const portfolioEntrySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(PORTFOLIO_NAME_MAX)),
  positions: z.array(positionSchema).check(z.maxLength(PORTFOLIO_MAX_POSITIONS)),
  history: z.array(historyEntrySchema).check(z.maxLength(HISTORY_MAX_ENTRIES)),
  seen: z.optional(seenStateSchema),
})
export type PortfolioEntry = z.infer<typeof portfolioEntrySchema>

/**
 * The stored value: the connection's portfolios in the order they were made.
 * Each portfolio (and each day of its history) is checked on its own when
 * read, so one unreadable part is set aside and the rest still loads. Bump
 * the version (and read the old one in portfolio-storage.ts) when the shape
 * changes.
 */
export const PORTFOLIOS_VERSION = 2
export const storedPortfoliosEnvelopeSchema = z.object({
  version: z.literal(PORTFOLIOS_VERSION),
  portfolios: z.array(z.unknown()),
})
export type StoredPortfolios = { version: typeof PORTFOLIOS_VERSION; portfolios: PortfolioEntry[] }
