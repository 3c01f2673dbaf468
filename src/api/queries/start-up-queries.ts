import { queryOptions } from '@tanstack/react-query'
import { fetchList } from '../fetch-list'
import { fetchOne } from '../fetch-one'
import { forQuery } from './query-tag'
import { sendPaid } from '../../credits/send-paid'
import { alertKeys, alertPaths, apiKeyKeys, apiKeyPaths, defiKeys, defiPaths, infraKeys, infraPaths } from './resource-keys'
import { ALERTS_STALE_MS, BILLING_STALE_MS, CHAINS_STALE_MS, KEYS_STALE_MS, RATINGS_STALE_MS } from './stale-times'

/*
 * The query options of the pages' first requests (a list, a product, a
 * provider, the keys page's usage and keys), in the start-up code: their
 * loaders ask for them before the page's code and the shared chunk (zod, the
 * schemas, the parameter definitions) have arrived. Each schema loads beside
 * its request (the transport's SchemaSource). The resources' query factories
 * (defiQueries, infraQueries, alertQueries, keyQueries) hand these same
 * options out, so the view and the loader use one query. A list takes the API
 * parameters its definition gives (`toApiParams`), which are also its key.
 */

export const defiListQuery = (apiParams: Record<string, string>, platformSlug?: string) =>
  queryOptions({
    queryKey: [...defiKeys.platformLists(platformSlug), apiParams] as const,
    queryFn: async (context) =>
      (await fetchList(defiPaths.list(platformSlug), async () => (await import('../schemas/defi')).defiRatingSchema, apiParams, forQuery(context))).data,
    staleTime: RATINGS_STALE_MS,
  })

export const chainsQuery = () =>
  queryOptions({
    queryKey: defiKeys.chains(),
    queryFn: async (context) =>
      (await sendPaid({ path: defiPaths.chains, ...forQuery(context) }, async () => (await import('../schemas/chains')).chainsResponseSchema)).data,
    staleTime: CHAINS_STALE_MS,
  })

export const infraListQuery = (apiParams: Record<string, string>) =>
  queryOptions({
    queryKey: [...infraKeys.lists(), apiParams] as const,
    queryFn: async (context) =>
      (await fetchList(infraPaths.list, async () => (await import('../schemas/infra')).infraRatingSchema, apiParams, forQuery(context))).data,
    staleTime: RATINGS_STALE_MS,
  })

export const alertListQuery = (apiParams: Record<string, string>) =>
  queryOptions({
    queryKey: [...alertKeys.lists(), apiParams] as const,
    queryFn: async (context) =>
      (await fetchList(alertPaths.list, async () => (await import('../schemas/alerts')).alertSchema, apiParams, forQuery(context))).data,
    staleTime: ALERTS_STALE_MS,
  })

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

/** The account's keys: the API takes no list parameters, so the one list is the whole level. */
export const keyListQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.lists(),
    queryFn: async (context) =>
      (await sendPaid({ path: apiKeyPaths.list, ...forQuery(context) }, async () => (await import('../schemas/keys')).apiKeyListSchema)).data,
    staleTime: KEYS_STALE_MS,
  })

export const billingStatusQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.billingStatus(),
    queryFn: async (context) =>
      (await sendPaid({ path: apiKeyPaths.billingStatus, ...forQuery(context) }, async () => (await import('../schemas/keys')).billingStatusSchema)).data,
    staleTime: BILLING_STALE_MS,
  })
