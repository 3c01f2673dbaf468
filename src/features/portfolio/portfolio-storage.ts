import { readStored, tryWriteStored } from '../../api/storage'
import { PORTFOLIO_VERSION, storedPortfolioSchema, type Position } from './portfolio-schema'

/**
 * One portfolio per connection: the demo's products are not the live API's.
 * Built from the mode and base URL only, never from the key.
 */
export type PortfolioScope = string & { readonly __portfolioScope: unique symbol }

export function portfolioScope(mode: 'demo' | 'live', baseUrl: string): PortfolioScope {
  return (mode === 'demo' ? 'demo' : `live:${baseUrl.trim().replace(/\/+$/, '')}`) as PortfolioScope
}

export function portfolioStorageKey(scope: PortfolioScope): string {
  return `portfolio:${scope}`
}

export function portfolioBackupKey(scope: PortfolioScope): string {
  return `portfolio-backup:${scope}`
}

export interface LoadedPortfolio {
  positions: Position[]
  /** Set when the stored value could not be read (it was set aside under the backup key), or a change could not be saved. */
  problem: string | null
}

function describeUnreadable(raw: string): string {
  try {
    const value: unknown = JSON.parse(raw)
    const version = typeof value === 'object' && value !== null && 'version' in value ? (value as { version: unknown }).version : undefined
    if (version !== undefined && version !== PORTFOLIO_VERSION) return `it was saved in a format this version cannot read (version ${JSON.stringify(version)})`
    return 'it is not in the expected format'
  } catch {
    return 'it is not valid JSON'
  }
}

/**
 * Reads the scope's portfolio. A value that does not parse never breaks the
 * page: it is kept under the backup key (so nothing is lost for good), a new
 * portfolio starts, and `problem` says what happened. When even the backup
 * cannot be written, the value stays where it is and the page says so.
 */
export function loadPortfolio(scope: PortfolioScope): LoadedPortfolio {
  const raw = readStored('local', portfolioStorageKey(scope))
  if (raw === null) return { positions: [], problem: null }
  let parsed: ReturnType<typeof storedPortfolioSchema.safeParse> | null = null
  try {
    parsed = storedPortfolioSchema.safeParse(JSON.parse(raw))
  } catch {
    parsed = null
  }
  if (parsed?.success) return { positions: parsed.data.positions, problem: null }
  const reason = describeUnreadable(raw)
  if (!tryWriteStored('local', portfolioBackupKey(scope), raw)) {
    return { positions: [], problem: `The saved portfolio could not be read: ${reason}. It was left as it is, because this device's storage is full.` }
  }
  tryWriteStored('local', portfolioStorageKey(scope), null)
  return {
    positions: [],
    problem: `The saved portfolio could not be read: ${reason}. It was set aside on this device and a new, empty portfolio started.`,
  }
}

/** Writes the positions; false when storage refused them (full or blocked), and what was stored before stays. */
export function savePortfolio(scope: PortfolioScope, positions: readonly Position[]): boolean {
  return tryWriteStored('local', portfolioStorageKey(scope), JSON.stringify({ version: PORTFOLIO_VERSION, positions }))
}
