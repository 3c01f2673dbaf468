import type { InfraCriterion, InfraRating, InfraRatingData } from '../../api/schemas/infra'
import { INFRA_TREE } from '../../api/schemas/infra'
import { toSlug } from '../../lib/slug'
import type { Rng } from '../random'
import { DAY_MS, isoDay } from './dates'
import { gradeForScore, infraScoreShare } from './grading'
import { INFRA_NAME_FIRST, INFRA_NAME_SECOND, INFRA_NAME_SUFFIX } from './names'

export const INFRA_VERSIONS = ['v1.0', 'v1.1', 'v2.0'] as const

type Bounds = { min: number; max: number; decimals?: number }

/**
 * The methodology's bounds per criterion. Most run from 0; a few start above
 * 0, and `networks` has min = max (every rated provider gets its one point),
 * so the UI meets every case the contract allows.
 */
const SPECIAL_BOUNDS: Record<string, Bounds> = {
  uptime: { min: 90, max: 100, decimals: 1 },
  commission_rates: { min: 1, max: 10 },
  validating_since: { min: 1, max: 5 },
  networks: { min: 1, max: 1 },
}
const PLAIN_MAXIMA = [1, 3, 5, 9] as const

/** Visits every criterion of INFRA_TREE in order. */
export function infraCriteriaPaths(): Array<[top: string, sub: string, criterion: string]> {
  const out: Array<[string, string, string]> = []
  for (const [top, subs] of Object.entries(INFRA_TREE)) {
    for (const [sub, criteria] of Object.entries(subs)) {
      for (const criterion of criteria as readonly string[]) out.push([top, sub, criterion])
    }
  }
  return out
}

function criterionBounds(rng: Rng): Map<string, Bounds> {
  return new Map(
    infraCriteriaPaths().map(([, , criterion]) => [criterion, SPECIAL_BOUNDS[criterion] ?? { min: 0, max: rng.pick(PLAIN_MAXIMA) }]),
  )
}

function providerNames(rng: Rng, count: number): string[] {
  const combos = rng.shuffle(
    INFRA_NAME_FIRST.flatMap((first) => INFRA_NAME_SECOND.map((second) => `${first} ${second}`)),
  )
  return Array.from({ length: count }, (_, i) => {
    const base = combos[i % combos.length] as string
    const round = Math.floor(i / combos.length)
    const suffix = INFRA_NAME_SUFFIX[(i + round) % INFRA_NAME_SUFFIX.length] as string
    return round === 0 ? `${base} ${suffix}` : `${base} ${suffix} ${round + 1}`
  })
}

function scoreCriterion(rng: Rng, bounds: Bounds, quality: number): InfraCriterion {
  const { min, max, decimals = 0 } = bounds
  const share = Math.max(0, Math.min(1, quality + rng.float(-0.25, 0.25)))
  const factor = 10 ** decimals
  const score = Math.round((min + (max - min) * share) * factor) / factor
  return { min, max, score: Math.max(min, Math.min(max, score)) }
}

export function createInfraProviders(rng: Rng, count: number, nowMs: number): InfraRating[] {
  const bounds = criterionBounds(rng)
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  return providerNames(rng, count).map((name, index): InfraRating => {
    const quality = rng.chance(0.05) ? rng.float(0.05, 0.3) : rng.float(0.4, 1.1)
    const data: Record<string, Record<string, Record<string, InfraCriterion>>> = {}
    for (const [top, sub, criterion] of infraCriteriaPaths()) {
      const group = (data[top] ??= {})
      const subgroup = (group[sub] ??= {})
      subgroup[criterion] = scoreCriterion(rng, bounds.get(criterion) ?? { min: 0, max: 1 }, quality)
    }
    const ratingData: InfraRatingData = data
    const criteria = Object.values(data).flatMap((group) => Object.values(group).flatMap((sub) => Object.values(sub)))
    const slug = toSlug(name)
    const sinceDays = rng.int(60, 1400)
    return {
      name,
      version: rng.pick(INFRA_VERSIONS),
      rating: gradeForScore(infraScoreShare(criteria)),
      rated_at: isoDay(today - Math.floor(sinceDays * rng.next() ** 2) * DAY_MS),
      rated_since: isoDay(today - sinceDays * DAY_MS),
      // Index 5 has no links at all; a few others lack one of them.
      profile_url: index === 5 || rng.chance(0.06) ? null : `https://ratings.example/infra/${slug}`,
      report_url: index === 5 || rng.chance(0.08) ? null : `https://ratings.example/reports/infra/${slug}.pdf`,
      rating_data: ratingData,
    }
  })
}
