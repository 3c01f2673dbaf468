import { useSyncExternalStore } from 'react'
import { getBudgetSnapshot, subscribeBudget, type BudgetSnapshot } from './budget'
import { getLedgerSnapshot, subscribeLedger, type LedgerSnapshot } from './ledger'

/** This tab's session ledger, re-rendering on every recorded request. */
export function useLedger(): LedgerSnapshot {
  return useSyncExternalStore(subscribeLedger, getLedgerSnapshot)
}

/** The session credit budget and whether it holds requests now. */
export function useBudget(): BudgetSnapshot {
  return useSyncExternalStore(subscribeBudget, getBudgetSnapshot)
}
