// Apart from budget.ts (its state): index.html's early request script is built from this name at build time.

/** The session's credit limit, in localStorage (index.html's early request script sends nothing while one is set). */
export const BUDGET_STORAGE_KEY = 'credit-budget'
