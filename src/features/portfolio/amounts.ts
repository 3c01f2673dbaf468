import { formatInteger, parseNumberShorthand } from '../../lib/format'
import { AMOUNT_MAX_USD } from './portfolio-schema'

/** Whole cents, so sums of many amounts stay exact. */
export function toCents(usd: number): number {
  return Math.round(usd * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** Two amounts added, exactly (both are whole cents). */
export function addAmounts(a: number, b: number): number {
  return fromCents(toCents(a) + toCents(b))
}

export type AmountReading = { ok: true; usd: number } | { ok: false; reason: 'not_positive' | 'too_large' | 'below_a_cent' }

/**
 * An amount in US dollars as a person types it: `1500000`, `1,500,000`,
 * `$250k`, `1.5M`, `2b`. Rounded to whole cents; anything that is not a
 * number, zero or negative is "not a positive number".
 */
export function readAmount(text: string): AmountReading {
  const value = parseNumberShorthand(text)
  if (value === null || !Number.isFinite(value) || value <= 0) return { ok: false, reason: 'not_positive' }
  if (value > AMOUNT_MAX_USD) return { ok: false, reason: 'too_large' }
  const cents = toCents(value)
  if (cents < 1) return { ok: false, reason: 'below_a_cent' }
  return { ok: true, usd: fromCents(cents) }
}

/** What is wrong with an amount, after the field's name ("amount_usd is not a positive number"). */
export function amountProblem(reason: Exclude<AmountReading, { ok: true }>['reason']): string {
  switch (reason) {
    case 'not_positive':
      return 'is not a positive number'
    case 'too_large':
      return `is more than ${formatInteger(AMOUNT_MAX_USD)}`
    case 'below_a_cent':
      return 'is less than one cent'
  }
}
