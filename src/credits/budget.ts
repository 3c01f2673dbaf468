/**
 * The session credit budget. Plain state and a pure status function (the
 * machine), and one store for the tab that the API client asks before it
 * sends a request on its own.
 *
 *   none ──set limit──▶ under ──spent ≥ limit──▶ reached (automatic requests held)
 *                         ▲                         │
 *                         └──── new limit ──────────┤ Continue anyway
 *                                                   ▼
 *                                                 lifted (nothing held until a new limit)
 *
 * The limit is a preference, not a secret: it lives in localStorage so it
 * outlasts a reload; "lifted" is this tab's decision and lives in memory.
 */
import { readStored, writeStored } from '../lib/storage'
import { BUDGET_STORAGE_KEY } from './budget-storage-key'
import { createStore } from '../lib/store'
import { getLedgerSnapshot, ledgerStore, ledgerTotals } from './ledger'

export type BudgetStatus = 'none' | 'under' | 'reached' | 'lifted'

export interface BudgetState {
  /** Credits this tab may spend on its own; null: no budget. */
  limit: number | null
  /** "Continue anyway" was chosen: nothing is held for the rest of the session (or until a new limit). */
  lifted: boolean
}

export function budgetStatus(state: BudgetState, spent: number): BudgetStatus {
  if (state.limit === null) return 'none'
  if (spent < state.limit) return 'under'
  return state.lifted ? 'lifted' : 'reached'
}

/** A new limit is a new decision: an earlier "Continue anyway" no longer applies. */
export function withLimit(state: BudgetState, limit: number | null): BudgetState {
  return limit === state.limit ? state : { limit, lifted: false }
}

export function lifted(state: BudgetState): BudgetState {
  return { ...state, lifted: true }
}

/** Reads a stored or typed limit: a whole number of credits ≥ 0, anything else is "no budget". */
export function parseBudgetLimit(text: string | null): number | null {
  if (text === null || text.trim() === '') return null
  const value = Number(text)
  return Number.isInteger(value) && value >= 0 ? value : null
}

const STORAGE_KEY = BUDGET_STORAGE_KEY

export interface BudgetSnapshot {
  state: BudgetState
  status: BudgetStatus
  /** Requests held since the budget was reached; the banner shows while there are any. */
  held: number
}

let state: BudgetState = { limit: parseBudgetLimit(readStored('local', STORAGE_KEY)), lifted: false }
let held = 0
function computeSnapshot(): BudgetSnapshot {
  return { state, status: budgetStatus(state, ledgerTotals(getLedgerSnapshot().entries).credits), held }
}

/** The budget as the tab sees it now. */
export const budgetStore = createStore<BudgetSnapshot>(computeSnapshot())

function publish(): void {
  const next = computeSnapshot()
  const snapshot = budgetStore.get()
  if (next.state === snapshot.state && next.status === snapshot.status && next.held === snapshot.held) return
  budgetStore.set(next)
}

ledgerStore.subscribe(publish)

export function getBudgetSnapshot(): BudgetSnapshot {
  return budgetStore.get()
}

export function setCreditBudget(limit: number | null): void {
  state = withLimit(state, limit)
  held = 0
  writeStored('local', STORAGE_KEY, limit === null ? null : String(limit))
  publish()
}

/** "Continue anyway". */
export function liftBudgetHold(): void {
  state = lifted(state)
  held = 0
  publish()
}

/** True when a request the person did not ask for must not be sent; counts it as held. */
export function holdAutomaticRequest(): boolean {
  if (budgetStore.get().status !== 'reached') return false
  held += 1
  publish()
  return true
}

/** True while a budget is set and reached (and not lifted): no speculative requests. */
export function budgetReached(): boolean {
  return budgetStore.get().status === 'reached'
}

/** For tests: back to the stored limit and nothing lifted or held. */
export function resetBudgetSession(): void {
  state = { limit: parseBudgetLimit(readStored('local', STORAGE_KEY)), lifted: false }
  held = 0
  publish()
}
