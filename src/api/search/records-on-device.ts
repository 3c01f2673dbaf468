import type { QueryClient } from '@tanstack/react-query'
import type { ListPage } from '../client'
import { estimateExport, type ExportEstimate } from '../export/export-job'
import { defiQueries } from '../queries/defi-queries'
import { infraQueries } from '../queries/infra-queries'
import type { DefiRating } from '../schemas/defi'
import type { InfraRating } from '../schemas/infra'
import { indexFromRecords, type SearchIndex } from './search-index'

/*
 * What the query cache already holds, read once with getQueriesData (no
 * subscription): the records of the list and detail pages opened so far,
 * searched when the person declines to build the index, and the pages whose
 * totals make the build's estimate.
 */

function isListPage(value: unknown): value is ListPage<unknown> {
  return typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items)
}

function listPages<T>(client: QueryClient, queryKey: readonly unknown[]): Array<{ key: readonly unknown[]; page: ListPage<T> }> {
  return client
    .getQueriesData<ListPage<T>>({ queryKey })
    .flatMap(([key, data]) => (isListPage(data) ? [{ key, page: data }] : []))
}

function details<T>(client: QueryClient, queryKey: readonly unknown[]): T[] {
  return client.getQueriesData<T>({ queryKey }).flatMap(([, data]) => (data === undefined || data === null ? [] : [data]))
}

/** Every product and provider record in the cache, as an index. */
export function indexOnDevice(client: QueryClient): SearchIndex {
  const defi = [
    ...listPages<DefiRating>(client, defiQueries.lists()).flatMap(({ page }) => page.items),
    ...details<DefiRating>(client, defiQueries.details()),
  ]
  const infra = [
    ...listPages<InfraRating>(client, infraQueries.lists()).flatMap(({ page }) => page.items),
    ...details<InfraRating>(client, infraQueries.details()),
  ]
  return indexFromRecords(defi, infra)
}

const PAGING_PARAMS = new Set(['sort', 'order', 'limit', 'offset'])

/**
 * A cached page of the whole list (no filter, any sort or page): one with a total, else any (its records still
 * price a record); a first page shorter than its limit is the whole list, so its length is the total.
 */
function wholeListPage<T>(client: QueryClient, queryKey: readonly unknown[]): ListPage<T> | undefined {
  const pages = listPages<T>(client, queryKey)
    .filter(({ key }) => {
      const params = key.at(-1)
      return typeof params === 'object' && params !== null && Object.keys(params).every((name) => PAGING_PARAMS.has(name))
    })
    .map(({ page }) =>
      page.pagination === null && page.offset === 0 && page.items.length < page.limit
        ? { ...page, pagination: { total_count: page.items.length, limit: page.limit, offset: 0 } }
        : page,
    )
  return pages.find((page) => page.pagination !== null) ?? pages[0]
}

export interface IndexBuildEstimate {
  records: number | null
  requests: number | null
  credits: number | null
  /** Credits a DeFi record costs, when a cached page says (the estimate when the totals are unknown). */
  creditsPerRecord: number | null
}

/**
 * What building the index will take, by Export all's own estimate of each
 * list, from a page of each whole list the cache holds (the overview's or a
 * list page's); unknown when there is none or the API sends no total.
 */
export function estimateIndexBuild(client: QueryClient): IndexBuildEstimate {
  const estimates: ExportEstimate[] = [
    estimateExport(wholeListPage<DefiRating>(client, defiQueries.platformLists())),
    estimateExport(wholeListPage<InfraRating>(client, infraQueries.lists())),
  ]
  const sum = (pick: (estimate: ExportEstimate) => number | null) =>
    estimates.every((estimate) => pick(estimate) !== null) ? estimates.reduce((total, estimate) => total + (pick(estimate) ?? 0), 0) : null
  return {
    records: sum((estimate) => estimate.rows),
    requests: sum((estimate) => estimate.requests),
    credits: sum((estimate) => estimate.credits),
    creditsPerRecord: estimates[0]!.creditsPerRow,
  }
}
