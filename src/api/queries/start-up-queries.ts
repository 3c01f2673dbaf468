import { queryOptions } from '@tanstack/react-query'
import { fetchOne } from '../fetch-one'
import { forQuery } from './query-tag'
import { sendPaid } from '../../credits/send-paid'
import { apiKeyKeys, apiKeyPaths, defiKeys, defiPaths, infraKeys, infraPaths } from './resource-keys'
import { BILLING_STALE_MS, KEYS_STALE_MS, RATINGS_STALE_MS } from './stale-times'

/*
 * The query options of the pages whose main content is their data (a product,
 * a provider, the keys page's usage and keys), in the start-up code: their
 * loaders ask for it before the page's code and the shared chunk (zod, the
 * schemas, the rest of the query modules) have arrived. Each schema loads
 * beside its request (the transport's SchemaSource). The resource's query
 * factories (defiQueries, infraQueries, keyQueries) hand these same options
 * out, so the view and the loader use one query.
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
