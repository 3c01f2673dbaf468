import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiFetch, emptyBodySchema } from '../client'
import { apiKeyListSchema, apiKeySchema, billingStatusSchema, type ApiKey, type CreateKeyBody, type UpdateKeyBody } from '../schemas/keys'
import { forQuery, pathSegment } from './api-request'

const KEYS_STALE_MS = 30_000
const BILLING_STALE_MS = 60_000

export const apiKeyPaths = {
  list: '/public/billing/api-keys',
  one: (id: string) => `/public/billing/api-keys/${pathSegment(id)}`,
  billingStatus: '/public/billing/status',
}

const all = () => ['keys'] as const
const lists = () => [...all(), 'list'] as const

/** The query options of the account's keys: keys form a hierarchy (all → lists → list); mutations invalidate `all()`, which takes the billing status along. */
export const keyQueries = {
  all,
  lists,
  /** The account's keys: the API takes no list parameters, so the one list is the whole level. */
  list: () =>
    queryOptions({
      queryKey: lists(),
      queryFn: async (context) => (await apiFetch({ path: apiKeyPaths.list, ...forQuery(context) }, apiKeyListSchema)).data,
      staleTime: KEYS_STALE_MS,
    }),
  billingStatus: () =>
    queryOptions({
      queryKey: [...all(), 'billing-status'] as const,
      queryFn: async (context) => (await apiFetch({ path: apiKeyPaths.billingStatus, ...forQuery(context) }, billingStatusSchema)).data,
      staleTime: BILLING_STALE_MS,
    }),
}

function replaceKey(queryClient: QueryClient, updated: ApiKey) {
  queryClient.setQueryData(keyQueries.list().queryKey, (keys) => keys?.map((key) => (key.id === updated.id ? updated : key)))
}

/**
 * Mutations own their cache updates: the list reflects the server's answer at
 * once, then is refetched so it shows exactly what the server holds.
 */
export const keyMutations = {
  revoke: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...all(), 'revoke'],
      mutationFn: async (id: string) => {
        await apiFetch({ method: 'DELETE', path: apiKeyPaths.one(id) }, emptyBodySchema)
        return id
      },
      onSuccess: (id) => {
        const revokedAt = new Date().toISOString()
        queryClient.setQueryData(keyQueries.list().queryKey, (keys) =>
          keys?.map((key) => (key.id === id ? { ...key, is_active: false, revoked_at: key.revoked_at ?? revokedAt } : key)),
        )
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: keyQueries.all() }),
    }),
  create: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...all(), 'create'],
      mutationFn: async (body: CreateKeyBody) => (await apiFetch({ method: 'POST', path: apiKeyPaths.list, body }, apiKeySchema)).data,
      onSuccess: (created) => {
        // The list shows masked keys only: never keep the full key in the cache.
        const masked = { ...created, api_key: maskKey(created.api_key) }
        queryClient.setQueryData(keyQueries.list().queryKey, (keys) => (keys ? [...keys, masked] : keys))
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: keyQueries.all() }),
    }),
  update: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...all(), 'update'],
      mutationFn: async ({ id, body }: { id: string; body: UpdateKeyBody }) =>
        (await apiFetch({ method: 'PATCH', path: apiKeyPaths.one(id), body }, apiKeySchema)).data,
      onSuccess: (updated) => replaceKey(queryClient, updated),
      onSettled: () => queryClient.invalidateQueries({ queryKey: keyQueries.all() }),
    }),
}

/** `sr1-abcd…af6b` → `sr1-****-af6b`, the form the list uses (contract 6.1). */
export function maskKey(fullKey: string): string {
  if (fullKey.includes('****')) return fullKey
  return `sr1-****-${fullKey.slice(-4)}`
}
