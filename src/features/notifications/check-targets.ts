import type { GradeSnapshot } from '../../lib/grade-change'

/**
 * A record a check reads: a watched product or provider, or a held product.
 * The watchlist and the portfolio own their items; the app hands the check a
 * function that lists them (app/check-targets.ts), so this feature never
 * reads another's storage.
 */
export type CheckTarget = (
  | { kind: 'defi'; platform: string; contract_address: string }
  | { kind: 'infra'; slug: string }
) & {
  name: string
  /** The grade the person last saw (watched or marked seen, added or marked seen); a first check compares with it. */
  reference: GradeSnapshot | null
}

export type ReadTargets = () => CheckTarget[]

/** One id per record however many lists hold it: addresses compare case-insensitively, like the API's. */
export function targetId(target: Pick<CheckTarget, 'kind'> & { platform?: string; contract_address?: string; slug?: string }): string {
  return target.kind === 'defi' ? `defi:${target.platform}:${target.contract_address?.toLowerCase()}` : `infra:${target.slug}`
}

/** Each record once, the first list's entry winning (the watchlist before the portfolios). */
export function uniqueTargets(targets: readonly CheckTarget[]): CheckTarget[] {
  const seen = new Map<string, CheckTarget>()
  for (const target of targets) {
    const id = targetId(target)
    if (!seen.has(id)) seen.set(id, target)
  }
  return [...seen.values()]
}
