import { EARLY_REQUEST_GLOBAL } from '../../api/early-response.ts'
import { CACHE_NAME, ENTRY_PATH } from '../../api/persist/cache-api-storage.ts'
import { CACHE_KEY_PREFIX, FINGERPRINT_HEX_CHARS } from '../../api/persist/cache-key.ts'
import { STORAGE_PREFIX } from '../../lib/storage.ts'
import { BUDGET_STORAGE_KEY } from '../../credits/budget-storage-key.ts'
import { API_KEY_KEY, CONNECTION_KEY } from '../../features/connection/connection-keys.ts'

/** One route the early script knows: its address, and its loader's first request with no search parameters. */
export interface EarlyRoute {
  /** A regular expression over the pathname; its groups are the route's parameters, in order. */
  pattern: string
  /** The API path, with `{0}`, `{1}` for the parameters (each encoded as a path segment). */
  path: string
  /** The query string the list's default parameters send (`?limit=…`), or ''. */
  query: string
  /** The parameters must be slugs already (a provider's name is redirected to its slug first). */
  slugs?: boolean
}

export interface EarlyRequestPlan {
  global: string
  storagePrefix: string
  connectionKey: string
  apiKeyKey: string
  budgetKey: string
  /** Where a connection's stored cache is (api/persist): the early script sends nothing when it has one. */
  cacheName: string
  cacheEntryPath: string
  cacheKeyPrefix: string
  fingerprintChars: number
  routes: EarlyRoute[]
}

/*
 * Written out rather than built from the query factories: this is read at build time, where the API layer's
 * configuration (the build's settings) does not exist. test/unit/app/early-request.dom.test.ts holds every route
 * here to what its loader really asks first; a route whose request changes fails there, not on a visitor's bill.
 */
export const EARLY_REQUEST_PLAN: EarlyRequestPlan = {
  global: EARLY_REQUEST_GLOBAL,
  storagePrefix: STORAGE_PREFIX,
  connectionKey: CONNECTION_KEY,
  apiKeyKey: API_KEY_KEY,
  budgetKey: BUDGET_STORAGE_KEY,
  cacheName: CACHE_NAME,
  cacheEntryPath: ENTRY_PATH,
  cacheKeyPrefix: CACHE_KEY_PREFIX,
  fingerprintChars: FINGERPRINT_HEX_CHARS,
  routes: [
    { pattern: '^/defi/?$', path: '/ratings/defi', query: '?sort=rating&order=desc&limit=10&offset=0' },
    { pattern: '^/defi/([^/]+)/([^/]+)/?$', path: '/ratings/defi/{0}/{1}', query: '' },
    { pattern: '^/defi/([^/]+)/?$', path: '/ratings/defi/{0}', query: '?sort=rating&order=desc&limit=10&offset=0' },
    { pattern: '^/infra/?$', path: '/ratings/infra', query: '?sort=rating&order=desc&limit=10&offset=0' },
    { pattern: '^/infra/([^/]+)/?$', path: '/ratings/infra/{0}', query: '', slugs: true },
    { pattern: '^/alerts/?$', path: '/ratings/defi/alerts', query: '?limit=10&offset=0' },
    { pattern: '^/keys/?$', path: '/public/billing/api-keys', query: '' },
  ],
}
