import { useMemo } from 'react'
import { useStore } from '../../hooks/use-store'
import { createStoredStores } from '../../lib/stored-stores'
import { addAmounts } from './amounts'
import { PORTFOLIO_MAX_POSITIONS, positionId, type Position } from './portfolio-schema'
import { loadPortfolio, portfolioStorageKey, savePortfolio, type LoadedPortfolio, type PortfolioScope } from './portfolio-storage'

/**
 * The portfolios in memory, one store per scope, read from storage on first
 * use and written through on every change. A change storage refuses (full)
 * is not made: the positions on screen stay the ones stored.
 */
const portfolios = createStoredStores(loadPortfolio, portfolioStorageKey)
const storeOf = (scope: PortfolioScope) => portfolios.of(scope)

export function getPortfolio(scope: PortfolioScope): LoadedPortfolio {
  return storeOf(scope).get()
}

export const NOT_SAVED_TEXT = 'The change was not saved: this device’s storage is full. Your portfolio is as it was.'

export type ChangeOutcome = { saved: true } | { saved: false; reason: string }

function setPositions(scope: PortfolioScope, positions: Position[]): ChangeOutcome {
  if (!savePortfolio(scope, positions)) return { saved: false, reason: NOT_SAVED_TEXT }
  storeOf(scope).set((state) => ({ ...state, positions }))
  return { saved: true }
}

/** Forgets what is in memory (tests): the next read of each scope reads storage again. */
export function forgetLoadedPortfolios(): void {
  portfolios.forget()
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

export interface PortfolioActions {
  add: (position: Position) => ChangeOutcome
  remove: (id: string) => ChangeOutcome
  replaceAll: (positions: Position[]) => ChangeOutcome
  dismissProblem: () => void
}

export function portfolioActions(scope: PortfolioScope): PortfolioActions {
  return {
    add: (position) => {
      const next = addToPositions(getPortfolio(scope).positions, position)
      if (!next) return { saved: false, reason: `A portfolio holds at most ${PORTFOLIO_MAX_POSITIONS} positions.` }
      return setPositions(scope, next)
    },
    remove: (id) => setPositions(scope, getPortfolio(scope).positions.filter((position) => positionId(position) !== id)),
    replaceAll: (positions) => setPositions(scope, positions),
    dismissProblem: () => storeOf(scope).set((state) => ({ ...state, problem: null })),
  }
}

export function usePortfolio(scope: PortfolioScope): LoadedPortfolio & PortfolioActions {
  const state = useStore(storeOf(scope))
  const actions = useMemo(() => portfolioActions(scope), [scope])
  return useMemo(() => ({ ...state, ...actions }), [state, actions])
}
