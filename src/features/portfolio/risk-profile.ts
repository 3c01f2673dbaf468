import { GRADE_SCALE, type Grade } from '../../lib/grades'
import { BAND_LABELS, RATED_BANDS, gradeBand, gradeIndex, type GradeBand } from '../../lib/grades'

/*
 * The portfolio's arithmetic, as pure functions of the holdings: what the
 * risk profile, its tables and the holdings' shares say. Amounts are summed
 * in whole cents, so 500 amounts add up exactly, and shares are rounded so
 * that they add up to exactly 100 %.
 */

/** One position as the profile reads it: its amount and what its record says (nothing, for an unavailable one). */
export interface ProfileHolding {
  id: string
  name: string
  amountUsd: number
  /** The grade as the API gives it; null or off the scale counts as unrated. */
  grade: string | null
  platformKey: string
  platformName: string
  /** Null when the record gives none, or there is no record. */
  chain: string | null
}

export interface ExposureRow {
  key: string
  label: string
  amountUsd: number
  /** Percent of the total, to one decimal; the rows of one table add up to exactly 100. */
  share: number
}

export interface RiskProfile {
  totalUsd: number
  ratedUsd: number
  /** "Half of the value is rated <grade> or better"; null when nothing held is rated. */
  medianGrade: Grade | null
  bands: ExposureRow[]
  platforms: ExposureRow[]
  chains: ExposureRow[]
  weakest: ProfileHolding[]
  /** Each holding's share of the total, by id, rounded as the tables are. */
  shares: ReadonlyMap<string, number>
}

/** [ours] Shares are shown to one decimal: 1000 units of 0.1 %. */
const SHARE_UNITS = 1000

const cents = (usd: number) => Math.round(usd * 100)

/**
 * Shares of a whole in percent to one decimal that add up to exactly 100
 * (largest remainder): every share is first rounded down, then the units
 * left go one each to the largest remainders (ties: the larger amount, then
 * the earlier). All zero when the whole is zero.
 */
export function largestRemainderShares(amountsUsd: readonly number[]): number[] {
  const parts = amountsUsd.map(cents)
  const total = parts.reduce((sum, part) => sum + part, 0)
  if (total <= 0) return parts.map(() => 0)
  const exact = parts.map((part) => (part / total) * SHARE_UNITS)
  const units = exact.map(Math.floor)
  let left = SHARE_UNITS - units.reduce((sum, unit) => sum + unit, 0)
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value), part: parts[index]! }))
    .toSorted((a, b) => b.remainder - a.remainder || b.part - a.part || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    units[index]! += 1
    left -= 1
  }
  return units.map((unit) => unit / 10)
}

export function totalUsd(holdings: readonly Pick<ProfileHolding, 'amountUsd'>[]): number {
  return holdings.reduce((sum, holding) => sum + cents(holding.amountUsd), 0) / 100
}

/**
 * The value-weighted median grade: the holdings with a grade ordered best to
 * worst on the full notched scale, the grade at which they first reach half
 * of the rated value. Half of the rated value is then rated that grade or
 * better. Unrated value is left out; null when nothing is rated.
 */
export function medianGrade(holdings: readonly Pick<ProfileHolding, 'amountUsd' | 'grade'>[]): Grade | null {
  const perGrade = Array.from({ length: GRADE_SCALE.length }, () => 0)
  let rated = 0
  for (const holding of holdings) {
    const index = gradeIndex(holding.grade)
    if (index < 0) continue
    perGrade[index]! += cents(holding.amountUsd)
    rated += cents(holding.amountUsd)
  }
  if (rated <= 0) return null
  let reached = 0
  for (const [index, amount] of perGrade.entries()) {
    reached += amount
    if (reached * 2 >= rated) return GRADE_SCALE[index]!
  }
  return null
}

function exposureRows(groups: ReadonlyMap<string, { label: string; cents: number }>): ExposureRow[] {
  const entries = [...groups.entries()]
  const shares = largestRemainderShares(entries.map(([, group]) => group.cents / 100))
  return entries.map(([key, group], index) => ({ key, label: group.label, amountUsd: group.cents / 100, share: shares[index]! }))
}

const BAND_ORDER: readonly GradeBand[] = [...RATED_BANDS, 'unknown']

/** One row per band, best first, Unrated last, every band present (an empty one at 0). */
export function exposureByBand(holdings: readonly ProfileHolding[]): ExposureRow[] {
  const groups = new Map(BAND_ORDER.map((band) => [band as string, { label: BAND_LABELS[band], cents: 0 }]))
  for (const holding of holdings) groups.get(gradeBand(holding.grade))!.cents += cents(holding.amountUsd)
  return exposureRows(groups)
}

/** Largest amount first; equal amounts by name. */
function byAmount(rows: ExposureRow[]): ExposureRow[] {
  return rows.toSorted((a, b) => b.amountUsd - a.amountUsd || a.label.localeCompare(b.label))
}

export const UNKNOWN_CHAIN_LABEL = 'Chain not known'

export function exposureByPlatform(holdings: readonly ProfileHolding[]): ExposureRow[] {
  const groups = new Map<string, { label: string; cents: number }>()
  for (const holding of holdings) {
    const group = groups.get(holding.platformKey) ?? { label: holding.platformName, cents: 0 }
    group.cents += cents(holding.amountUsd)
    groups.set(holding.platformKey, group)
  }
  return byAmount(exposureRows(groups))
}

export function exposureByChain(holdings: readonly ProfileHolding[]): ExposureRow[] {
  const groups = new Map<string, { label: string; cents: number }>()
  for (const holding of holdings) {
    const chain = holding.chain?.trim() || null
    const key = chain ? chain.toLowerCase() : ''
    const group = groups.get(key) ?? { label: chain ?? UNKNOWN_CHAIN_LABEL, cents: 0 }
    group.cents += cents(holding.amountUsd)
    groups.set(key, group)
  }
  return byAmount(exposureRows(groups))
}

/** Every holding rated below the Qualified band (BB+ and worse), worst grade first; the same grade, the larger amount first. */
export function weakestHoldings(holdings: readonly ProfileHolding[]): ProfileHolding[] {
  const worstQualified = gradeIndex('BBB-')
  return holdings
    .filter((holding) => gradeIndex(holding.grade) > worstQualified)
    .toSorted((a, b) => gradeIndex(b.grade) - gradeIndex(a.grade) || b.amountUsd - a.amountUsd || a.name.localeCompare(b.name))
}

export function riskProfile(holdings: readonly ProfileHolding[]): RiskProfile {
  const holdingShares = largestRemainderShares(holdings.map((holding) => holding.amountUsd))
  return {
    totalUsd: totalUsd(holdings),
    ratedUsd: totalUsd(holdings.filter((holding) => gradeIndex(holding.grade) >= 0)),
    medianGrade: medianGrade(holdings),
    bands: exposureByBand(holdings),
    platforms: exposureByPlatform(holdings),
    chains: exposureByChain(holdings),
    weakest: weakestHoldings(holdings),
    shares: new Map(holdings.map((holding, index) => [holding.id, holdingShares[index]!])),
  }
}
