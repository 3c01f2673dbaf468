import type { QueryClient } from '@tanstack/react-query'
import { countDataPoints } from '../../api/export/export-job'
import { defiQueries } from '../../api/queries/defi-queries'
import { infraQueries } from '../../api/queries/infra-queries'
import { formatInteger } from '../../lib/format'
import { checksPerDay } from './check-schedule'
import type { CheckTarget } from './check-targets'
import type { CheckInterval, CheckRun } from './notification-schema'

/** Two significant figures: an estimate should not look more exact than it is ("about 1,900"). */
export function roughly(value: number): number {
  if (value < 100) return Math.round(value)
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1)
  return Math.round(value / scale) * scale
}

/**
 * What one check costs: the last one that sent anything, as the server
 * priced it; before there is one, reading every record once (a detail costs
 * its data points for one row plus one, the export's estimate), from a record
 * of each kind already in the cache. Null when nothing is known.
 */
export function perCheckEstimate(queryClient: QueryClient, targets: readonly CheckTarget[], lastRun: CheckRun | null): number | null {
  if (lastRun && lastRun.requests > 0 && lastRun.credits !== null) return lastRun.credits
  let total = 0
  for (const kind of ['defi', 'infra'] as const) {
    const count = targets.filter((target) => target.kind === kind).length
    if (count === 0) continue
    const cached = queryClient.getQueryCache().findAll({ queryKey: kind === 'defi' ? defiQueries.details() : infraQueries.details() }).find((query) => query.state.data !== undefined)
    if (!cached) return null
    total += countDataPoints(cached.state.data) * 2 * count
  }
  return total
}

const items = (count: number) => `${formatInteger(count)} ${count === 1 ? 'item' : 'items'}`

/** "Checking 14 items every hour costs about 1,900 credits a day" (UI contract). */
export function dailyCostSentence(count: number, interval: CheckInterval, perCheck: number | null): string {
  if (count === 0) return 'Nothing is watched or held yet, so a check costs nothing. Watch a product or provider, or add a position to a portfolio.'
  if (perCheck === null) return `Checking ${items(count)} ${interval.inSentence}: the cost is known after the first check.`
  return `Checking ${items(count)} ${interval.inSentence} costs about ${formatInteger(roughly(perCheck * checksPerDay(interval.ms)))} credits a day`
}
