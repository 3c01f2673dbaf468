import { useMemo } from 'react'
import { useStore } from '../../hooks/use-store'
import { createStoredStores } from '../../lib/stored-stores'
import { addAmounts } from './amounts'
import type { GradeSnapshot } from '../../lib/grade-change'
import { NO_SEEN_STATE } from './holding-changes'
import { dayOf, recordEntry, type HistoryEntry } from './portfolio-history'
import { nameProblem, sameName, tidyName } from './portfolio-names'
import { PORTFOLIO_MAX_POSITIONS, positionId, type PortfolioEntry, type Position, type SeenState } from './portfolio-schema'
import { emptyPortfolio, loadPortfolios, portfolioStorageKey, savePortfolios, type LoadedPortfolios, type PortfolioScope } from './portfolio-storage'

/**
 * The portfolios in memory, one store per scope, read from storage on first
 * use and written through on every change. A change storage refuses (full)
 * is not made: what is on screen stays what is stored, and the outcome says
 * which change was not saved.
 */
const stores = createStoredStores(loadPortfolios, portfolioStorageKey)
const storeOf = (scope: PortfolioScope) => stores.of(scope)

export function getPortfolios(scope: PortfolioScope): LoadedPortfolios {
  return storeOf(scope).get()
}

/** "Adding Harbor USDC was not saved: …" */
export function notSavedText(change: string): string {
  return `${change} was not saved: this device’s storage is full. Your portfolios are as they were.`
}

export type ChangeOutcome = { saved: true } | { saved: false; reason: string }

/** Forgets what is in memory (tests): the next read of each scope reads storage again. */
export function forgetLoadedPortfolios(): void {
  stores.forget()
}

/** Adds `amount` to the product's position, or a new position at the end. */
export function addToPositions(positions: readonly Position[], added: Position): Position[] | null {
  const id = positionId(added)
  const index = positions.findIndex((position) => positionId(position) === id)
  if (index < 0) return positions.length >= PORTFOLIO_MAX_POSITIONS ? null : [...positions, added]
  const held = positions[index]!
  const merged = { ...held, amount_usd: addAmounts(held.amount_usd, added.amount_usd), name: added.name ?? held.name ?? null }
  return positions.map((position, at) => (at === index ? merged : position))
}

/** `seen` after `positions` replaced `before`: a position not held before is added now; one gone leaves nothing behind. */
function seenAfter(seen: SeenState | undefined, before: readonly Position[], positions: readonly Position[], now: string): SeenState | undefined {
  if (!seen && before.length === 0 && positions.length === 0) return seen
  const state = seen ?? NO_SEEN_STATE
  const held = new Set(before.map(positionId))
  const ids = new Set(positions.map(positionId))
  const keep = <T,>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(id)))
  const added = keep(state.added_at)
  for (const id of ids) if (!held.has(id)) added[id] = now
  return { ...state, references: keep(state.references), added_at: added }
}

export interface PortfolioActions {
  add: (portfolio: string, position: Position) => ChangeOutcome
  remove: (portfolio: string, id: string, productName: string) => ChangeOutcome
  /** Replaces a portfolio's positions (an import, the sample), and its history when `history` is given. */
  replaceAll: (portfolio: string, positions: Position[], history?: HistoryEntry[]) => ChangeOutcome
  /** Keeps the day's entry in the portfolio's history (nothing is written when it holds that entry already). */
  record: (portfolio: string, entry: HistoryEntry) => ChangeOutcome
  /** Keeps the first grade seen of positions that have no reference yet (their grade when added). */
  remember: (portfolio: string, references: Record<string, GradeSnapshot>) => ChangeOutcome
  /** "Mark all as seen": today's grades become the references. */
  markAllSeen: (portfolio: string, references: Record<string, GradeSnapshot>) => ChangeOutcome
  create: (name: string) => ChangeOutcome
  rename: (from: string, to: string) => ChangeOutcome
  delete: (name: string) => ChangeOutcome
  dismissProblem: () => void
}

/** The portfolio with `seen`, or without the key when there is nothing seen (what the earlier shape stored). */
function withSeen(portfolio: PortfolioEntry, seen: SeenState | undefined): PortfolioEntry {
  const { seen: _old, ...rest } = portfolio
  return seen ? { ...rest, seen } : rest
}

export function portfolioActions(scope: PortfolioScope): PortfolioActions {
  const current = () => getPortfolios(scope).portfolios
  /** Saves `next` and shows it, or says `change` was not saved and changes nothing. */
  const commit = (next: PortfolioEntry[], change: string): ChangeOutcome => {
    if (!savePortfolios(scope, next)) return { saved: false, reason: notSavedText(change) }
    storeOf(scope).set((state) => ({ ...state, portfolios: next }))
    return { saved: true }
  }
  const update = (name: string, change: string, edit: (portfolio: PortfolioEntry) => PortfolioEntry | string): ChangeOutcome => {
    const portfolios = current()
    const index = portfolios.findIndex((portfolio) => portfolio.name === name)
    if (index < 0) return { saved: false, reason: `There is no portfolio named “${name}” on this device.` }
    const edited = edit(portfolios[index]!)
    if (typeof edited === 'string') return { saved: false, reason: edited }
    if (edited === portfolios[index]) return { saved: true }
    return commit(
      portfolios.map((portfolio, at) => (at === index ? edited : portfolio)),
      change,
    )
  }
  return {
    add: (name, position) =>
      update(name, `Adding ${position.name ?? 'the product'}`, (portfolio) => {
        const positions = addToPositions(portfolio.positions, position)
        if (!positions) return `A portfolio holds at most ${PORTFOLIO_MAX_POSITIONS} positions.`
        return withSeen({ ...portfolio, positions }, seenAfter(portfolio.seen, portfolio.positions, positions, new Date().toISOString()))
      }),
    remove: (name, id, productName) =>
      update(name, `Removing ${productName}`, (portfolio) => {
        const positions = portfolio.positions.filter((position) => positionId(position) !== id)
        return withSeen({ ...portfolio, positions }, seenAfter(portfolio.seen, portfolio.positions, positions, new Date().toISOString()))
      }),
    replaceAll: (name, positions, history) =>
      update(name, `Replacing the positions of “${name}”`, (portfolio) =>
        withSeen({ ...portfolio, positions, history: history ?? portfolio.history }, seenAfter(portfolio.seen, portfolio.positions, positions, new Date().toISOString())),
      ),
    remember: (name, references) =>
      update(name, `What was seen of “${name}”`, (portfolio) => {
        const seen = portfolio.seen ?? NO_SEEN_STATE
        const missing = Object.entries(references).filter(([id]) => !seen.references[id])
        if (missing.length === 0) return portfolio
        return { ...portfolio, seen: { ...seen, since: seen.since ?? dayOf(new Date()), references: { ...seen.references, ...Object.fromEntries(missing) } } }
      }),
    markAllSeen: (name, references) =>
      update(name, `Mark all as seen in “${name}”`, (portfolio) => {
        const seen = portfolio.seen ?? NO_SEEN_STATE
        const now = new Date()
        return { ...portfolio, seen: { ...seen, marked_at: now.toISOString(), since: dayOf(now), references: { ...seen.references, ...references } } }
      }),
    record: (name, entry) =>
      update(name, `Today’s entry in the history of “${name}”`, (portfolio) => {
        const history = recordEntry(portfolio.history, entry)
        return history === portfolio.history ? portfolio : { ...portfolio, history: [...history] }
      }),
    create: (name) => {
      const portfolios = current()
      const problem = nameProblem(name, portfolios.map((portfolio) => portfolio.name))
      if (problem) return { saved: false, reason: problem }
      return commit([...portfolios, emptyPortfolio(tidyName(name))], `The new portfolio “${tidyName(name)}”`)
    },
    rename: (from, to) => {
      const problem = nameProblem(
        to,
        current().map((portfolio) => portfolio.name),
        from,
      )
      if (problem) return { saved: false, reason: problem }
      return update(from, `Renaming “${from}”`, (portfolio) => ({ ...portfolio, name: tidyName(to) }))
    },
    delete: (name) => {
      const portfolios = current()
      if (portfolios.length <= 1) return { saved: false, reason: 'The last portfolio cannot be deleted; remove its positions instead.' }
      const next = portfolios.filter((portfolio) => !sameName(portfolio.name, name))
      return next.length === portfolios.length ? { saved: true } : commit(next, `Deleting “${name}”`)
    },
    dismissProblem: () => storeOf(scope).set((state) => ({ ...state, problem: null })),
  }
}

export function usePortfolios(scope: PortfolioScope): LoadedPortfolios & PortfolioActions {
  const state = useStore(storeOf(scope))
  const actions = useMemo(() => portfolioActions(scope), [scope])
  return useMemo(() => ({ ...state, ...actions }), [state, actions])
}
