import { createStore } from '../lib/store'

/**
 * The session ledger: every request this tab sent, with what the server said
 * it cost. In memory only (a tab's session is the unit a person reasons about,
 * and request lines are nobody else's business): a reload starts a new one.
 * It never holds the API key: a request is recorded as its method, path and
 * query string, and the key travels only in a header.
 */
export interface LedgerEntry {
  /** Increases by one per entry; views compare it to know what happened since they appeared. */
  seq: number
  time: number
  method: string
  /** Path and query string below the API base, e.g. `/ratings/defi?limit=25`. */
  request: string
  /** HTTP status, or null when no answer arrived (network failure, timeout). */
  status: number | null
  /** `x-used-credits`, or null when the server sent none or the browser was not allowed to read it. */
  credits: number | null
  /** The hash of the query the request fetched for, when a query sent it. */
  queryHash: string | null
}

export interface LedgerSnapshot {
  entries: readonly LedgerEntry[]
  /** Views whose data the cache answered without a request. */
  cacheAnswers: number
}

export interface LedgerTotals {
  /** Sum of the reported credits. */
  credits: number
  requests: number
  /** Answers that carried a credit figure. */
  reported: number
  /** Answers that came without a readable credit figure: the sum is then a lower bound. */
  unreported: number
}

/** This tab's ledger. */
export const ledgerStore = createStore<LedgerSnapshot>({ entries: [], cacheAnswers: 0 })
/** The seq of a session's first entry. */
export const FIRST_LEDGER_SEQ = 1
let nextSeq = FIRST_LEDGER_SEQ

export function recordRequest(entry: Omit<LedgerEntry, 'seq'>): LedgerEntry {
  const recorded = { ...entry, seq: nextSeq++ }
  ledgerStore.set((snapshot) => ({ ...snapshot, entries: [...snapshot.entries, recorded] }))
  return recorded
}

export function recordCacheAnswer(): void {
  ledgerStore.set((snapshot) => ({ ...snapshot, cacheAnswers: snapshot.cacheAnswers + 1 }))
}

/** The seq the next entry will get: entries at or above it happened after this call. */
export function nextLedgerSeq(): number {
  return nextSeq
}

export function getLedgerSnapshot(): LedgerSnapshot {
  return ledgerStore.get()
}

export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  let credits = 0
  let reported = 0
  let unreported = 0
  for (const entry of entries) {
    if (entry.credits === null) {
      // A request that got no answer was not served, so it is not "unreported".
      if (entry.status !== null) unreported += 1
    } else {
      credits += entry.credits
      reported += 1
    }
  }
  return { credits, requests: entries.length, reported, unreported }
}

/** For tests: a new session. */
export function resetLedger(): void {
  nextSeq = FIRST_LEDGER_SEQ
  ledgerStore.set({ entries: [], cacheAnswers: 0 })
}
