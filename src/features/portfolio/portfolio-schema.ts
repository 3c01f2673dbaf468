import * as z from 'zod'

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

/** The stored value: bump the version (and read the old one in portfolio-storage.ts) when its shape changes. */
export const PORTFOLIO_VERSION = 1
export const storedPortfolioSchema = z.object({
  version: z.literal(PORTFOLIO_VERSION),
  positions: z.array(positionSchema).check(z.maxLength(PORTFOLIO_MAX_POSITIONS)),
})
export type StoredPortfolio = z.infer<typeof storedPortfolioSchema>
