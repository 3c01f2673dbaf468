import type { LedgerTotals } from './ledger'
import { formatInteger } from '../lib/format'

type Totals = Pick<LedgerTotals, 'credits' | 'reported' | 'unreported'>

/** "1,320 credits", "1 credit", or "not reported" when no answer carried a figure: never a made-up 0. */
export function describeCredits(totals: Totals): string {
  if (totals.reported === 0 && totals.unreported > 0) return 'not reported'
  return `${formatInteger(totals.credits)} ${totals.credits === 1 ? 'credit' : 'credits'}`
}

/** " (2 requests not reported)" when the sum leaves some answers out, else "". */
export function unreportedNote(totals: Totals): string {
  if (totals.unreported === 0 || totals.reported === 0) return ''
  return ` (${totals.unreported} ${totals.unreported === 1 ? 'request' : 'requests'} not reported)`
}
