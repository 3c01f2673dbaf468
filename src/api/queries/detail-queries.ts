import { queryOptions } from '@tanstack/react-query'
import { fetchOne } from '../fetch-one'
import { forQuery } from './query-tag'
import { defiKeys, defiPaths, infraKeys, infraPaths } from './resource-keys'
import { RATINGS_STALE_MS } from './stale-times'

/*
 * The query options of the two detail pages, in the start-up code: their
 * loaders ask for the record before the page's code and the shared chunk
 * (zod, the schemas, the rest of the query modules) have arrived. The record's
 * schema loads beside the request (fetch-one.ts). defiQueries and infraQueries
 * hand these out as their `detail`, so the view and the loader use one query.
 */

export const defiDetailQuery = (platformSlug: string, contractAddress: string) =>
  queryOptions({
    queryKey: defiKeys.detail(platformSlug, contractAddress),
    queryFn: async (context) => {
      const path = defiPaths.detail(platformSlug, contractAddress)
      return (await fetchOne(path, async () => (await import('../schemas/defi')).defiRatingSchema, forQuery(context))).data
    },
    staleTime: RATINGS_STALE_MS,
  })

export const infraDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: infraKeys.detail(slug),
    queryFn: async (context) => (await fetchOne(infraPaths.detail(slug), async () => (await import('../schemas/infra')).infraRatingSchema, forQuery(context))).data,
    staleTime: RATINGS_STALE_MS,
  })
