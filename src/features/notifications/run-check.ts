import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { hasNextPage, type ListPage } from '../../api/client'
import { isApiError } from '../../api/errors'
import { countDataPoints } from '../../api/export/export-job'
import { LIMIT_MAX, SLUG_LIST_MAX } from '../../api/params/fields'
import { alertQueries } from '../../api/queries/alert-queries'
import { defiQueries } from '../../api/queries/defi-queries'
import { infraQueries } from '../../api/queries/infra-queries'
import { detailRequest, isFresh, refreshDetails, type DetailRequest } from '../../api/queries/refresh-details'
import type { Alert } from '../../api/schemas/alerts'
import { getLedgerSnapshot, ledgerTotals, nextLedgerSeq } from '../../credits/ledger'
import { changeSentence, classifyChange, isChange, methodologyChange, versionedSnapshotOf, type CurrentState, type GradeSnapshot } from '../../lib/grade-change'
import { toSlug } from '../../lib/slug'
import { targetId, uniqueTargets, type CheckTarget } from './check-targets'
import { SEEN_ALERTS_MAX, type AppNotification, type CheckRun, type KnownRecord, type NotifiedItem, type StoredChecks } from './notification-schema'

/*
 * One check: every watched or held record once, and the newest high and
 * critical alerts of their platforms, through the query factories and the
 * cache (a record still fresh costs nothing; every request lands in the
 * session ledger). After a first check, what was re-rated is found with one
 * list request per kind, `rated_at_gte` a day before the last check: only
 * the records it shows changed are read. A list answer that cannot be
 * trusted (an error, a page cut short, too many pages) falls back to reading
 * each record, and so does a list that cost more last time than reading them.
 */

/** [ours] More pages than this and the list is no cheaper than reading each record. */
export const LIST_PAGES_MAX = 5
const DAY_MS = 86_400_000
const ALERT_SEVERITIES_TOLD = ['high', 'critical'] as const

type RecordKind = 'defi' | 'infra'
interface RatedRecord {
  name: string
  rating?: string | null
  rated_at?: string | null
  potential_rating?: string | null
  version?: string | null
}

export interface CheckOutcome {
  found: AppNotification[]
  /** The state to keep (known records, alerts told, the day's spending is the scheduler's). */
  known: Record<string, KnownRecord>
  seenAlerts: string[]
  listCredits: StoredChecks['list_credits']
  run: CheckRun
}

export interface CheckOptions {
  now?: () => number
  signal?: AbortSignal
}

function detailOf(target: CheckTarget): DetailRequest {
  return target.kind === 'defi' ? detailRequest(defiQueries.detail(target.platform, target.contract_address)) : detailRequest(infraQueries.detail(target.slug))
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The id of a list row, the same as its target's. */
function rowId(kind: RecordKind, row: RatedRecord & { provider_name?: string; contract_address?: string }): string {
  return kind === 'defi' ? targetId({ kind, platform: toSlug(row.provider_name ?? ''), contract_address: row.contract_address ?? '' }) : targetId({ kind, slug: toSlug(row.name) })
}

function sameRecord(row: RatedRecord, known: GradeSnapshot | null): boolean {
  if (!known) return false
  const snapshot = versionedSnapshotOf(row)
  const norm = (text: string | null | undefined) => text?.trim().toUpperCase() ?? null
  return norm(snapshot.rating) === norm(known.rating) && snapshot.rated_at === known.rated_at && (known.version == null || snapshot.version === known.version)
}

/** What the cache says of a record now. A 429 or a hold is no verdict: it reads as not checked. */
function currentOf(queryClient: QueryClient, key: QueryKey): CurrentState | { status: 'failed'; message: string } {
  const state = queryClient.getQueryState<RatedRecord>(key)
  if (state?.status === 'error') {
    const error = state.error
    if (isApiError(error) && error.kind === 'not_found') return { status: 'not_found', lastKnown: null }
    if (isApiError(error) && (error.kind === 'rate_limited' || error.kind === 'budget_hold')) return { status: 'unchecked' }
    return { status: 'failed', message: error instanceof Error ? error.message : 'The request failed.' }
  }
  return state?.data ? { status: 'ok', record: versionedSnapshotOf(state.data) } : { status: 'unchecked' }
}

function itemOf(target: CheckTarget, name: string): NotifiedItem {
  return target.kind === 'defi' ? { kind: 'defi', platform: target.platform, contract_address: target.contract_address, name } : { kind: 'infra', slug: target.slug, name }
}

/** Every row the list of records rated since `since` holds, or null when its answer cannot be trusted. */
async function recentlyRated(queryClient: QueryClient, kind: RecordKind, since: string, hashes: Set<string>): Promise<Map<string, RatedRecord> | null> {
  const rows = new Map<string, RatedRecord>()
  for (let page = 0; page < LIST_PAGES_MAX; page += 1) {
    // A stable order (name) so pages neither skip nor repeat a row.
    const params = { rated_at_gte: since, sort: 'name' as const, limit: LIMIT_MAX, offset: page * LIMIT_MAX }
    const options = kind === 'defi' ? defiQueries.list(params) : infraQueries.list(params)
    hashes.add(hashKey(options.queryKey))
    let answer: ListPage<RatedRecord>
    try {
      answer = await queryClient.fetchQuery(options as never)
    } catch {
      return null
    }
    for (const row of answer.items) rows.set(rowId(kind, row), row)
    // Fewer rows than asked for while the total says more exist: the page was cut short.
    if (answer.pagination && answer.items.length < answer.limit && answer.offset + answer.items.length < answer.pagination.total_count) return null
    if (!hasNextPage(answer)) return rows
  }
  return null
}

/** What reading one record of the kind costs, from a cached record's data points (the export's estimate); null when none is cached. */
function perRecordCredits(queryClient: QueryClient, kind: RecordKind): number | null {
  const query = queryClient.getQueryCache().findAll({ queryKey: kind === 'defi' ? defiQueries.details() : infraQueries.details() }).find((entry) => entry.state.data !== undefined)
  return query ? countDataPoints(query.state.data) * 2 : null
}

function creditsOf(fromSeq: number, hashes: ReadonlySet<string>) {
  const entries = getLedgerSnapshot().entries.filter((entry) => entry.seq >= fromSeq && entry.queryHash !== null && hashes.has(entry.queryHash))
  const totals = ledgerTotals(entries)
  return { requests: totals.requests, credits: totals.reported > 0 ? totals.credits : null }
}

/** The newest high and critical alerts of the targets' platforms, one request per 50 platforms. */
async function newestAlerts(queryClient: QueryClient, platforms: readonly string[], now: number, hashes: Set<string>): Promise<{ alerts: Alert[]; problem: string | null }> {
  const alerts: Alert[] = []
  let problem: string | null = null
  for (let start = 0; start < platforms.length; start += SLUG_LIST_MAX) {
    // A fixed window (from yesterday) keeps the request the same all day, so a check soon after another is answered by the cache.
    const options = alertQueries.list({
      protocol: platforms.slice(start, start + SLUG_LIST_MAX).join(','),
      severity: [...ALERT_SEVERITIES_TOLD],
      detected_at_gte: utcDay(now - DAY_MS),
      limit: LIMIT_MAX,
    })
    hashes.add(hashKey(options.queryKey))
    try {
      alerts.push(...(await queryClient.fetchQuery(options)).items)
    } catch (error) {
      problem = `Alerts could not be checked: ${error instanceof Error ? error.message : 'the request failed.'}`
    }
  }
  return { alerts, problem }
}

function alertNotification(alert: Alert, foundAt: string): AppNotification {
  const platform = alert.protocol ?? toSlug(alert.protocol_name ?? 'unknown')
  const item: NotifiedItem =
    alert.product && alert.contract_address
      ? { kind: 'defi', platform, contract_address: alert.contract_address, name: alert.product }
      : { kind: 'platform', platform, name: alert.protocol_name ?? platform }
  return { id: `alert:${alert.id}`, kind: 'alert', text: `New ${alert.severity ?? 'high'} alert: ${alert.title}`, item, found_at: foundAt, read: false }
}

export async function runCheck(queryClient: QueryClient, listed: readonly CheckTarget[], state: StoredChecks, options: CheckOptions = {}): Promise<CheckOutcome> {
  const now = options.now ?? Date.now
  const startedAt = now()
  const fromSeq = nextLedgerSeq()
  const hashes = new Set<string>()
  const targets = uniqueTargets(listed)
  const lastAt = state.last_run?.at ?? null
  const since = lastAt === null ? null : utcDay(lastAt - DAY_MS)
  const listCredits = { ...state.list_credits }
  const problems: string[] = []

  const stale = targets.filter((target) => !isFresh(queryClient, detailOf(target), startedAt))
  const toRead = new Set<CheckTarget>()
  for (const kind of ['defi', 'infra'] as const) {
    const candidates = stale.filter((target) => target.kind === kind)
    // A record the app marked outdated (the demo re-rated it) is read at once: a list answer still fresh may predate the mark.
    const marked = (target: CheckTarget) => queryClient.getQueryState(detailOf(target).queryKey)?.isInvalidated === true
    const knownOnes = candidates.filter((target) => state.known[targetId(target)] && !marked(target))
    for (const target of candidates) if (!knownOnes.includes(target)) toRead.add(target)
    if (knownOnes.length === 0) continue
    const perRecord = perRecordCredits(queryClient, kind)
    const lastList = listCredits[kind]
    const listCheaper = lastList === undefined || perRecord === null || lastList < perRecord * knownOnes.length
    const listSeq = nextLedgerSeq()
    const rows = since !== null && listCheaper ? await recentlyRated(queryClient, kind, since, hashes) : null
    if (rows === null) {
      for (const target of knownOnes) toRead.add(target)
      continue
    }
    const listCost = creditsOf(listSeq, hashes)
    if (listCost.requests > 0 && listCost.credits !== null) listCredits[kind] = listCost.credits
    for (const target of knownOnes) {
      const row = rows.get(targetId(target))
      if (row && !sameRecord(row, state.known[targetId(target)]?.snapshot ?? null)) toRead.add(target)
    }
  }

  const reads = [...toRead]
  for (const target of reads) hashes.add(hashKey(detailOf(target).queryKey))
  if (reads.length > 0) await refreshDetails(queryClient, reads.map(detailOf), options.signal ? { signal: options.signal } : {})

  const foundAt = new Date(now()).toISOString()
  const found: AppNotification[] = []
  const known: Record<string, KnownRecord> = {}
  for (const target of targets) {
    const id = targetId(target)
    const before = state.known[id]
    const request = detailOf(target)
    const dataAt = queryClient.getQueryState(request.queryKey)?.dataUpdatedAt ?? 0
    // A record neither read now nor fetched since the last check says nothing new (it may even be older than what is known).
    const newsworthy = toRead.has(target) || !before || lastAt === null || dataAt > lastAt || queryClient.getQueryState(request.queryKey)?.status === 'error'
    if (before) known[id] = before
    if (!newsworthy) continue
    const current = currentOf(queryClient, request.queryKey)
    if (current.status === 'failed') {
      problems.push(`${target.name}: ${current.message}`)
      continue
    }
    if (current.status === 'unchecked') continue
    if (current.status === 'not_found') {
      if (before?.snapshot !== null) found.push({ id: `${id}:not_found:${foundAt}`, kind: 'not_found', text: 'No longer found by the API', item: itemOf(target, target.name), found_at: foundAt, read: false })
      known[id] = { snapshot: null }
      continue
    }
    const baseline = before ? before.snapshot : target.reference
    const name = queryClient.getQueryState<RatedRecord>(request.queryKey)?.data?.name ?? target.name
    if (baseline) {
      const change = classifyChange(baseline, current)
      if (isChange(change) && (change.kind === 'upgraded' || change.kind === 'downgraded' || change.kind === 're-rated')) {
        found.push({
          id: `${id}:${current.record.rating ?? ''}:${current.record.rated_at ?? ''}`,
          kind: change.kind,
          text: changeSentence(change, methodologyChange(baseline, current)),
          item: itemOf(target, name),
          found_at: foundAt,
          read: false,
        })
      }
    }
    known[id] = { snapshot: current.record }
  }

  const platforms = [...new Set(targets.flatMap((target) => (target.kind === 'defi' ? [target.platform] : [])))]
  const seen = new Set(state.seen_alerts)
  const fresh: string[] = []
  if (platforms.length > 0) {
    const { alerts, problem } = await newestAlerts(queryClient, platforms, startedAt, hashes)
    if (problem) problems.push(problem)
    const asked = new Set(platforms)
    const told: readonly string[] = ALERT_SEVERITIES_TOLD
    for (const alert of alerts) {
      // The filters asked for, checked again: a server that ignored one must not turn every alert into news.
      if (seen.has(alert.id) || !told.includes(alert.severity ?? '') || !asked.has(alert.protocol ?? '')) continue
      fresh.push(alert.id)
      // The first check learns which alerts exist; only later ones are news.
      if (lastAt !== null) found.push(alertNotification(alert, foundAt))
    }
  }

  const cost = creditsOf(fromSeq, hashes)
  return {
    found,
    known,
    seenAlerts: [...fresh, ...state.seen_alerts].slice(0, SEEN_ALERTS_MAX),
    listCredits,
    run: { at: startedAt, items: targets.length, requests: cost.requests, credits: cost.credits, found: found.length, problem: problems.length ? problems.slice(0, 3).join(' ') : null },
  }
}
