import { useStore } from '../hooks/use-store'
import { budgetStore, type BudgetSnapshot } from './budget'
import { ledgerStore, type LedgerSnapshot } from './ledger'

/** This tab's session ledger, re-rendering on every recorded request. */
export function useLedger(): LedgerSnapshot {
  return useStore(ledgerStore)
}

/** The session credit budget and whether it holds requests now. */
export function useBudget(): BudgetSnapshot {
  return useStore(budgetStore)
}
