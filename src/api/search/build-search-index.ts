import type { QueryClient } from '@tanstack/react-query'
import type { ListPage } from '../client'
import { isApiError } from '../errors'
import { exportPages, newExportCursor, type ExportCursor } from '../export/export-pages'
import { defiExportSource, infraExportSource, type ExportSource } from '../export/export-sources'
import { RATINGS_STALE_MS } from '../queries/stale-times'
import type { DefiRating } from '../schemas/defi'
import type { InfraRating } from '../schemas/infra'
import { createStore } from '../../lib/store'
import { indexFromRecords, type SearchIndex } from './search-index'

/*
 * Building the name index: every page of both lists, through the export's
 * pager (its page size, 429 wait, and page-size fallback), so the requests
 * go through the API client and into the credits ledger like any other.
 * Sorted by name, the one order in which pages do not shift as ratings change.
 */

export interface IndexBuildState {
  phase: 'idle' | 'running' | 'waiting' | 'failed' | 'done'
  /** Records fetched so far, both lists. */
  fetched: number
  /** Both lists' totals, once each list's first page has said. */
  total: number | null
  requests: number
  /** Credits the build's requests cost so far; null when the server sends no cost. */
  credits: number | null
  waitSeconds: number
  message: string | null
}

const IDLE: IndexBuildState = { phase: 'idle', fetched: 0, total: null, requests: 0, credits: null, waitSeconds: 0, message: null }

/** The build under way in this tab (one at a time: it is one query), for the dialog's progress. */
export const indexBuild = createStore<IndexBuildState>(IDLE)

interface ListProgress<T> {
  cursor: ExportCursor
  rows: T[]
  done: boolean
}

/** What a failed build had fetched: the next build resumes from the page that failed, paying nothing twice. */
let resumable: { defi: ListProgress<DefiRating>; infra: ListProgress<InfraRating> } | null = null
let controller: AbortController | null = null

const fresh = <T>(): ListProgress<T> => ({ cursor: newExportCursor(), rows: [], done: false })

/** Stops the build under way: it fails as cancelled, and what it fetched is kept for the next one. */
export function cancelIndexBuild(): void {
  controller?.abort()
}

export class IndexBuildCancelled extends Error {
  constructor() {
    super('The search index build was cancelled.')
    this.name = 'IndexBuildCancelled'
  }
}

/** A page of exactly these parameters already in the cache and as fresh as a view would show it. */
function cachedPageIn<T>(client: QueryClient, source: ExportSource<T>) {
  return (params: Record<string, string>): ListPage<T> | undefined => {
    const state = client.getQueryState<ListPage<T>>(source.queryKeyFor(Number(params.limit), Number(params.offset)))
    if (!state || state.status !== 'success' || state.isInvalidated || state.data === undefined) return undefined
    return Date.now() - state.dataUpdatedAt <= RATINGS_STALE_MS ? state.data : undefined
  }
}

function progressOf(lists: Array<ListProgress<unknown>>): Pick<IndexBuildState, 'fetched' | 'total' | 'requests' | 'credits'> {
  const totals = lists.map((list) => list.cursor.total)
  const creditsKnown = lists.some((list) => list.cursor.creditsKnown)
  return {
    fetched: lists.reduce((sum, list) => sum + list.rows.length, 0),
    total: totals.every((total) => total !== null) ? totals.reduce<number>((sum, total) => sum + (total ?? 0), 0) : null,
    requests: lists.reduce((sum, list) => sum + list.cursor.requests, 0),
    credits: creditsKnown ? lists.reduce((sum, list) => sum + list.cursor.credits, 0) : null,
  }
}

async function pageThrough<T>(
  client: QueryClient,
  source: ExportSource<T>,
  list: ListProgress<T>,
  all: Array<ListProgress<unknown>>,
  signal: AbortSignal,
): Promise<void> {
  if (list.done) return
  for await (const event of exportPages({ ...source, cachedPage: cachedPageIn(client, source), signal, cursor: list.cursor })) {
    switch (event.type) {
      case 'page':
        list.rows.push(...event.rows)
        indexBuild.set({ ...indexBuild.get(), phase: 'running', waitSeconds: 0, ...progressOf(all) })
        break
      case 'waiting':
        indexBuild.set({ ...indexBuild.get(), phase: 'waiting', waitSeconds: event.seconds })
        break
      case 'page-size':
        break
      case 'failed':
      case 'stopped':
        throw event.error
      case 'done':
        list.done = true
        return
    }
  }
  // The generator ends without `done` only when the signal aborted.
  throw new IndexBuildCancelled()
}

/** The query function of the index (search-index-queries.ts): reads every page, resuming a failed build. */
export async function buildSearchIndex(client: QueryClient): Promise<SearchIndex> {
  const progress = resumable ?? { defi: fresh<DefiRating>(), infra: fresh<InfraRating>() }
  resumable = progress
  const all = [progress.defi, progress.infra] as Array<ListProgress<unknown>>
  const current = new AbortController()
  controller = current
  indexBuild.set({ ...IDLE, phase: 'running', ...progressOf(all) })
  try {
    await pageThrough(client, defiExportSource({ sort: 'name', order: 'asc' }), progress.defi, all, current.signal)
    await pageThrough(client, infraExportSource({ sort: 'name', order: 'asc' }), progress.infra, all, current.signal)
  } catch (error) {
    const message = error instanceof IndexBuildCancelled ? error.message : isApiError(error) ? error.message : 'The API could not be reached.'
    indexBuild.set({ ...indexBuild.get(), phase: 'failed', waitSeconds: 0, message, ...progressOf(all) })
    throw error
  } finally {
    if (controller === current) controller = null
  }
  resumable = null
  const index = indexFromRecords(progress.defi.rows, progress.infra.rows)
  indexBuild.set({ ...indexBuild.get(), phase: 'done', waitSeconds: 0, ...progressOf(all) })
  return index
}
