/** Human formatting with Intl; every formatter prints an en dash for missing values. */
const DASH = '–'

/**
 * Formatters are built once, on first use, and kept: constructing an Intl
 * formatter costs far more than formatting with it.
 */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined
  return () => (value ??= create())
}

const usdCompact = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 2,
      minimumFractionDigits: 2,
    }),
)
const usdFull = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }))
const integer = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }))
const compactInteger = lazily(() => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }))
const decimal = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }))

/** One formatter per locale and kind; a table of dates would otherwise build one per cell. */
function cachedPerLocale<F>(create: (locale: string | undefined) => F): (locale: string | undefined) => F {
  const byLocale = new Map<string | undefined, F>()
  return (locale) => {
    let formatter = byLocale.get(locale)
    if (!formatter) {
      formatter = create(locale)
      byLocale.set(locale, formatter)
    }
    return formatter
  }
}

const calendarDate = cachedPerLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }))
const dateTime = cachedPerLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }))
const relativeTime = cachedPerLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** `$1.23B`, `$950.00K`, `$12.00` */
export function formatUsdCompact(value: number | null | undefined): string {
  if (!isNumber(value)) return DASH
  return Math.abs(value) < 1000 ? usdFull().format(value) : usdCompact().format(value)
}

/** `$1,234,567.89`, for titles and tooltips. */
export function formatUsdFull(value: number | null | undefined): string {
  return isNumber(value) ? usdFull().format(value) : DASH
}

/** APY arrives in percent (5.2 means 5.2 %): `5.20%`. */
export function formatPercent(value: number | null | undefined, fractionDigits = 2): string {
  if (!isNumber(value)) return DASH
  return `${value.toFixed(fractionDigits)}%`
}

/** `12,345` */
export function formatInteger(value: number | null | undefined): string {
  return isNumber(value) ? integer().format(value) : DASH
}

/** `12.3K`, for tight spaces; pair with formatInteger in a title. */
export function formatCompactInteger(value: number | null | undefined): string {
  return isNumber(value) ? compactInteger().format(value) : DASH
}

export function formatDecimal(value: number | null | undefined): string {
  return isNumber(value) ? decimal().format(value) : DASH
}

/** A `YYYY-MM-DD` date in the reader's locale, read as a calendar date (no time-zone shift). */
export function formatDate(value: string | null | undefined, locale?: string): string {
  if (!value) return DASH
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  if (Number.isNaN(date.getTime())) return value
  return calendarDate(locale).format(date)
}

/** An ISO timestamp in the reader's locale and time zone. */
export function formatDateTime(value: string | null | undefined, locale?: string): string {
  if (!value) return DASH
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return dateTime(locale).format(date)
}

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** `3 hours ago`, `in 2 days`; `now` is injectable for tests. */
export function formatRelative(value: string | null | undefined, now: Date = new Date(), locale?: string): string {
  if (!value) return DASH
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  const rtf = relativeTime(locale)
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return rtf.format(Math.round(seconds / size), unit)
    }
  }
  return rtf.format(0, 'second')
}

/** `1.5M` / `2b` / `1,500,000` / `250k` → number; null when it is not a number. */
export function parseNumberShorthand(input: string): number | null {
  const text = input.trim().replace(/[,_\s$]/g, '')
  const match = /^(-?\d+(?:\.\d+)?|-?\.\d+)([kmbt]?)$/i.exec(text)
  if (!match) return null
  const factor = { '': 1, k: 1e3, m: 1e6, b: 1e9, t: 1e12 }[match[2]!.toLowerCase() as '' | 'k' | 'm' | 'b' | 't']
  const value = Number(match[1]) * factor
  return Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : null
}

/** Shortened contract address: `0x4d5F…a1B2`. */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}
