import type { DefiCategoryBlock, DefiRating } from '../../api/schemas/defi'
import type { InfraRating, InfraRatingData } from '../../api/schemas/infra'
import { DEFI_PILLARS, DEFI_SUB_CATEGORIES } from '../../lib/defi-pillars'
import { GRADE_SCALE, type Grade } from '../../lib/grades'
import { gradeIndex } from '../../lib/grades'
import { addressKey, type MockDb } from '../db/db'
import { gradeDefiScores, gradeForScore, infraScoreShare, weightedDefiScore, type PillarScores } from '../db/grading'
import { GRADE_CUTOFFS, OWN_RERATING_POOL } from '../policy'
import { notFound, ok, type Result } from './errors'

/** Which record the demo re-rates: a DeFi product (platform slug + address) or an infrastructure provider (slug). */
export type RerateTarget = { kind: 'defi'; platformSlug: string; contractAddress: string } | { kind: 'infra'; slug: string }

/** One re-rating as the demo stores it: the record's position in the seeded table and what changed. */
export interface Rerating {
  kind: 'defi' | 'infra'
  index: number
  rating: Grade
  rated_at: string
}

export interface RerateOutcome {
  name: string
  from: string | null
  to: Grade
  rated_at: string
}

/**
 * Two notches worse, so the flag the demo shows is the one people fear most;
 * two better at the bottom of the scale. An unknown grade becomes BBB.
 */
export function nextGradeFor(current: string | null | undefined): Grade {
  const index = gradeIndex(current)
  if (index < 0) return 'BBB'
  const worse = index + 2
  return GRADE_SCALE[worse < GRADE_SCALE.length ? worse : index - 2] as Grade
}

/** The middle of a grade's score band on the 0..100 cut-off table. */
function bandMiddle(grade: Grade): number {
  const position = GRADE_CUTOFFS.findIndex(([name]) => name === grade)
  const minimum = GRADE_CUTOFFS[position]?.[1] ?? 0
  const upper = position > 0 ? (GRADE_CUTOFFS[position - 1]?.[1] ?? 100) : 100
  return (minimum + upper) / 2
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value))

function pillarScoresOf(block: DefiCategoryBlock | null | undefined, fallback: number): PillarScores {
  const pillar = <P extends keyof PillarScores>(name: P) =>
    Object.fromEntries(
      DEFI_SUB_CATEGORIES[name].map((key) => {
        const value = (block?.[name]?.sub_categories as Record<string, number | null | undefined> | null | undefined)?.[key]
        return [key, typeof value === 'number' ? value : fallback]
      }),
    ) as PillarScores[P]
  return { operations: pillar('operations'), security: pillar('security'), strategy: pillar('strategy') }
}

function shiftDefiScores(scores: PillarScores, delta: number): PillarScores {
  const out = {} as PillarScores
  for (const name of DEFI_PILLARS) {
    const entries = Object.entries(scores[name]).map(([key, value]) => [key, Math.round(clamp((value as number) + delta, 0, 100))])
    ;(out as Record<string, unknown>)[name] = Object.fromEntries(entries)
  }
  return out
}

/**
 * Scores keep their shape and move together until the weighted total lands
 * in the new grade's band, so the charts agree with the badge. Clamping at 0
 * or 100 can stop a shift short; a few rounds close the rest.
 */
function defiScoresFor(grade: Grade, start: PillarScores): PillarScores {
  const target = bandMiddle(grade)
  let scores = start
  for (let round = 0; round < 8 && gradeForScore(weightedDefiScore(scores)) !== grade; round += 1) {
    scores = shiftDefiScores(scores, target - weightedDefiScore(scores))
  }
  if (gradeForScore(weightedDefiScore(scores)) === grade) return scores
  return shiftDefiScores(shiftDefiScores(start, -100), Math.round(target))
}

export function rerateDefiRecord(record: DefiRating, rating: Grade, ratedAt: string): DefiRating {
  const graded = gradeDefiScores(defiScoresFor(rating, pillarScoresOf(record.rating_data, bandMiddle(rating))))
  const next: DefiRating = { ...record, rating: graded.rating, rated_at: ratedAt, rating_data: graded.block }
  if (record.potential_rating_data) {
    // A potential never sits below the rating: lift it where the new scores passed it.
    const actual = pillarScoresOf(graded.block, 0)
    const potential = pillarScoresOf(record.potential_rating_data, 0)
    for (const name of DEFI_PILLARS) {
      const lifted = potential[name] as Record<string, number>
      for (const [key, value] of Object.entries(actual[name])) lifted[key] = Math.max(lifted[key] ?? 0, value as number)
    }
    const potentialGraded = gradeDefiScores(potential)
    next.potential_rating = potentialGraded.rating
    next.potential_rating_data = potentialGraded.block
  }
  return next
}

function mapCriteria(data: InfraRatingData, position: (min: number, max: number, score: number) => number): InfraRatingData {
  return Object.fromEntries(
    Object.entries(data).map(([top, groups]) => [
      top,
      Object.fromEntries(
        Object.entries(groups).map(([sub, criteria]) => [
          sub,
          Object.fromEntries(
            Object.entries(criteria).map(([key, c]) => {
              if (c.min == null || c.max == null || c.score == null || c.max === c.min) return [key, c]
              const share = clamp(position(c.min, c.max, c.score), 0, 1)
              return [key, { ...c, score: Math.round((c.min + (c.max - c.min) * share) * 100) / 100 }]
            }),
          ),
        ]),
      ),
    ]),
  )
}

function criteriaOf(data: InfraRatingData) {
  return Object.values(data).flatMap((groups) => Object.values(groups).flatMap((criteria) => Object.values(criteria)))
}

/** Each criterion's position within its range moves by the same amount until the share lands in the new band. */
export function rerateInfraRecord(record: InfraRating, rating: Grade, ratedAt: string): InfraRating {
  const target = bandMiddle(rating)
  let data = record.rating_data ?? {}
  const graded = () => gradeForScore(infraScoreShare(criteriaOf(data)))
  for (let round = 0; round < 8 && criteriaOf(data).length > 0 && graded() !== rating; round += 1) {
    const delta = (target - infraScoreShare(criteriaOf(data))) / 100
    data = mapCriteria(data, (min, max, score) => (score - min) / (max - min) + delta)
  }
  if (criteriaOf(data).length > 0 && graded() !== rating) data = mapCriteria(data, () => target / 100)
  return { ...record, rating, rated_at: ratedAt, rating_data: data }
}

function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** Re-creates a stored re-rating over the seeded record (the demo keeps only the few fields that say what changed). */
export function applyRerating(db: MockDb, rerating: Rerating): void {
  if (rerating.kind === 'defi') {
    const record = db.catalog.defi.records[rerating.index]
    if (record) db.state.rerated.defi.set(rerating.index, rerateDefiRecord(record, rerating.rating, rerating.rated_at))
  } else {
    const record = db.catalog.infra.records[rerating.index]
    if (record) db.state.rerated.infra.set(rerating.index, rerateInfraRecord(record, rerating.rating, rerating.rated_at))
  }
}

/** The stored form of every re-rating in the db, for the demo's persistence. */
export function reratingsOf(db: MockDb): Rerating[] {
  const out: Rerating[] = []
  for (const [index, record] of db.state.rerated.defi) out.push({ kind: 'defi', index, rating: record.rating as Grade, rated_at: record.rated_at ?? '' })
  for (const [index, record] of db.state.rerated.infra) out.push({ kind: 'infra', index, rating: record.rating as Grade, rated_at: record.rated_at ?? '' })
  return out
}

/**
 * Demo only: gives one product or provider a different grade, dated today,
 * with scores that agree with it. Detail and list answers show the new
 * record from then on; filters and sorts keep using the seeded grade (they
 * are pre-computed indexes, and a demo re-rating is about the flag, not the order).
 */
export function simulateRatingChange(db: MockDb, target: RerateTarget, now: Date = new Date()): Result<RerateOutcome> {
  const ratedAt = todayIso(now)
  if (target.kind === 'defi') {
    const index = db.catalog.defi.byAddress.get(addressKey(target.platformSlug, target.contractAddress))
    const current = index === undefined ? undefined : (db.state.rerated.defi.get(index) ?? db.catalog.defi.records[index])
    if (index === undefined || !current) return notFound(`The platform "${target.platformSlug}" has no product at "${target.contractAddress}".`)
    const to = nextGradeFor(current.rating)
    const next = rerateDefiRecord(current, to, ratedAt)
    db.state.rerated.defi.set(index, next)
    return ok({ name: current.name, from: current.rating ?? null, to, rated_at: ratedAt })
  }
  const index = db.catalog.infra.bySlug.get(target.slug)
  const current = index === undefined ? undefined : (db.state.rerated.infra.get(index) ?? db.catalog.infra.records[index])
  if (index === undefined || !current) return notFound(`No infrastructure provider has the slug "${target.slug}".`)
  const to = nextGradeFor(current.rating)
  db.state.rerated.infra.set(index, rerateInfraRecord(current, to, ratedAt))
  return ok({ name: current.name, from: current.rating ?? null, to, rated_at: ratedAt })
}

/** Null: the demo re-rates only when asked (Node tests); the browser demo sets the period (browser.ts). */
let ownReratingEveryMs: number | null = null

export function rerateOnItsOwnEvery(ms: number | null): void {
  ownReratingEveryMs = ms
}

/** Remembers a detail record the demo served: its own re-ratings pick from these (what someone looks at). */
export function noteServedDetail(db: MockDb, target: RerateTarget): void {
  const served = db.state.ownRerating.served
  const key = (item: RerateTarget) => (item.kind === 'defi' ? `${item.platformSlug} ${item.contractAddress.toLowerCase()}` : item.slug)
  const at = served.findIndex((item) => key(item) === key(target))
  if (at >= 0) return
  served.push(target)
  if (served.length > OWN_RERATING_POOL) served.shift()
}

/**
 * The demo's rule for re-rating on its own, plain and deterministic: once
 * the period has passed since its last re-rating, the next "re-rated since"
 * list request first re-rates the next record of those served lately, in turn.
 */
export function rerateOnItsOwn(db: MockDb, search: URLSearchParams, now: number): RerateOutcome | null {
  const own = db.state.ownRerating
  if (ownReratingEveryMs === null || !search.has('rated_at_gte') || own.served.length === 0 || now - own.lastAt < ownReratingEveryMs) return null
  const target = own.served[own.count % own.served.length]!
  own.lastAt = now
  own.count += 1
  const result = simulateRatingChange(db, target, new Date(now))
  return result.ok ? result.value : null
}
