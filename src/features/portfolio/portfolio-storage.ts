import { readStored, tryWriteStored, writeStored } from '../../lib/storage'
import { historyEntrySchema, type HistoryEntry } from './portfolio-history'
import { FIRST_PORTFOLIO_NAME } from './portfolio-names'
import {
  PORTFOLIOS_VERSION,
  portfolioEntrySchema,
  storedPortfolioV1Schema,
  storedPortfoliosEnvelopeSchema,
  type PortfolioEntry,
} from './portfolio-schema'

/**
 * The portfolios of one connection: the demo's products are not the live API's.
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

export interface LoadedPortfolios {
  /** Never empty: with nothing stored, one empty "My portfolio". */
  portfolios: PortfolioEntry[]
  /** Set when a stored part could not be read (it was set aside under the backup key), or a change could not be saved. */
  problem: string | null
}

export const emptyPortfolio = (name: string): PortfolioEntry => ({ name, positions: [], history: [] })

function describeUnreadable(raw: string): string {
  try {
    const value: unknown = JSON.parse(raw)
    const version = typeof value === 'object' && value !== null && 'version' in value ? (value as { version: unknown }).version : undefined
    if (version !== undefined && version !== PORTFOLIOS_VERSION && version !== 1) return `it was saved in a format this version cannot read (version ${JSON.stringify(version)})`
    return 'it is not in the expected format'
  } catch {
    return 'it is not valid JSON'
  }
}

/** What the backup key holds after `parts` are added to it: nothing set aside before is lost. */
function backupWith(scope: PortfolioScope, parts: readonly unknown[]): string {
  const before = readStored('local', portfolioBackupKey(scope))
  // A whole stored value set aside is kept exactly as it was.
  if (before === null && parts.length === 1 && typeof parts[0] === 'string') return parts[0]
  let kept: unknown[] = []
  if (before !== null) {
    try {
      const value: unknown = JSON.parse(before)
      kept = typeof value === 'object' && value !== null && 'set_aside' in value && Array.isArray(value.set_aside) ? value.set_aside : [before]
    } catch {
      kept = [before]
    }
  }
  return JSON.stringify({ set_aside: [...kept, ...parts] })
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** A stored portfolio checked part by part: the unreadable days of its history are dropped (and set aside). */
function readPortfolio(value: unknown): { portfolio: PortfolioEntry | null; badDays: unknown[] } {
  if (typeof value !== 'object' || value === null) return { portfolio: null, badDays: [] }
  const history = 'history' in value && Array.isArray(value.history) ? value.history : []
  const goodDays: HistoryEntry[] = []
  const badDays: unknown[] = []
  for (const day of history) {
    const parsed = historyEntrySchema.safeParse(day)
    if (parsed.success) goodDays.push(parsed.data)
    else badDays.push(day)
  }
  const parsed = portfolioEntrySchema.safeParse({ ...value, history: goodDays })
  return parsed.success ? { portfolio: parsed.data, badDays } : { portfolio: null, badDays: [] }
}

/**
 * Reads the scope's portfolios. A value stored before there could be several
 * (one list of positions) is carried over as "My portfolio", every position
 * kept. A stored part that does not parse never breaks the page: it is kept
 * under the backup key (so nothing is lost for good), the rest loads, and
 * `problem` says what happened. When even the backup cannot be written, the
 * value stays where it is and the page says so.
 */
export function loadPortfolios(scope: PortfolioScope): LoadedPortfolios {
  const raw = readStored('local', portfolioStorageKey(scope))
  if (raw === null) return { portfolios: [emptyPortfolio(FIRST_PORTFOLIO_NAME)], problem: null }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const v1 = storedPortfolioV1Schema.safeParse(value)
  if (v1.success) {
    const portfolios = [{ name: FIRST_PORTFOLIO_NAME, positions: v1.data.positions, history: [] }]
    // Written in the new shape now; if storage refuses, the old value stays and is carried over again next time.
    savePortfolios(scope, portfolios)
    return { portfolios, problem: null }
  }
  const envelope = storedPortfoliosEnvelopeSchema.safeParse(value)
  if (!envelope.success) {
    const reason = describeUnreadable(raw)
    if (!tryWriteStored('local', portfolioBackupKey(scope), backupWith(scope, [raw]))) {
      return {
        portfolios: [emptyPortfolio(FIRST_PORTFOLIO_NAME)],
        problem: `The saved portfolios could not be read: ${reason}. They were left as they are, because this device's storage is full.`,
      }
    }
    tryWriteStored('local', portfolioStorageKey(scope), null)
    return {
      portfolios: [emptyPortfolio(FIRST_PORTFOLIO_NAME)],
      problem: `The saved portfolios could not be read: ${reason}. They were set aside on this device and a new, empty portfolio started.`,
    }
  }

  const portfolios: PortfolioEntry[] = []
  const setAside: unknown[] = []
  const lostNames: string[] = []
  let lostDays = 0
  for (const stored of envelope.data.portfolios) {
    const { portfolio, badDays } = readPortfolio(stored)
    const takenName = portfolio && portfolios.some((other) => other.name.toLowerCase() === portfolio.name.toLowerCase())
    if (portfolio && !takenName) {
      portfolios.push(portfolio)
      if (badDays.length) setAside.push({ portfolio: portfolio.name, history: badDays })
      lostDays += badDays.length
    } else {
      setAside.push(stored)
      const name = typeof stored === 'object' && stored !== null && 'name' in stored && typeof stored.name === 'string' ? stored.name : null
      lostNames.push(name ? `“${name}”` : 'one without a readable name')
    }
  }
  if (portfolios.length === 0) portfolios.push(emptyPortfolio(FIRST_PORTFOLIO_NAME))
  if (setAside.length === 0) return { portfolios, problem: null }

  const what = [
    lostNames.length ? `${plural(lostNames.length, 'portfolio', 'portfolios')} (${lostNames.join(', ')})` : null,
    lostDays ? `${plural(lostDays, 'day', 'days')} of history` : null,
  ]
    .filter(Boolean)
    .join(' and ')
  if (!tryWriteStored('local', portfolioBackupKey(scope), backupWith(scope, setAside))) {
    return { portfolios, problem: `${what} could not be read and ${lostNames.length + lostDays === 1 ? 'was' : 'were'} left as stored, because this device's storage is full. The rest loaded.` }
  }
  savePortfolios(scope, portfolios)
  return { portfolios, problem: `${what} could not be read: set aside on this device (nothing was deleted). The rest loaded.` }
}

/** Writes the portfolios; false when storage refused them (full or blocked), and what was stored before stays. */
export function savePortfolios(scope: PortfolioScope, portfolios: readonly PortfolioEntry[]): boolean {
  return tryWriteStored('local', portfolioStorageKey(scope), JSON.stringify({ version: PORTFOLIOS_VERSION, portfolios }))
}

/** The portfolio last opened or added to: "Add to portfolio" offers it first. A name only, nothing else. */
export function lastUsedPortfolio(scope: PortfolioScope): string | null {
  return readStored('local', `portfolio-last-used:${scope}`)
}

export function rememberLastUsedPortfolio(scope: PortfolioScope, name: string): void {
  writeStored('local', `portfolio-last-used:${scope}`, name)
}
