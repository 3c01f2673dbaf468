import { EARLY_REQUEST_PLAN, type EarlyRequestPlan } from './early-request-plan.ts'

/**
 * Sends a first visit's first API request before the app's code has arrived,
 * and leaves it where the transport takes it (api/early-response.ts). It runs
 * as a script of its own in index.html, so it is self-contained: nothing
 * outside this function is in scope when it runs, only its plan.
 *
 * It sends only what the route's loader would send the moment the app runs:
 * a live connection with a key (read as connection-storage.ts reads it), a
 * route without search parameters (the app parses those), no credit limit set
 * (the app may hold the request) and no stored cache of this connection on
 * the device (the app may not ask at all). Anything else, and the loader asks as it always does.
 */
export function startEarlyRequest(plan: EarlyRequestPlan): void {
  try {
    if (location.search !== '' || typeof caches === 'undefined') return
    const read = (area: Storage, name: string) => area.getItem(plan.storagePrefix + name)
    if (read(localStorage, plan.budgetKey) !== null) return
    const stored: unknown = JSON.parse(read(localStorage, plan.connectionKey) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return
    const { mode, baseUrl, remember } = stored as Record<string, unknown>
    if (mode !== 'live' || typeof baseUrl !== 'string' || baseUrl === '' || typeof remember !== 'boolean') return
    const apiKey = read(sessionStorage, plan.apiKeyKey) ?? (remember ? read(localStorage, plan.apiKeyKey) : null)
    if (!apiKey) return
    for (const route of plan.routes) {
      const match = new RegExp(route.pattern).exec(location.pathname)
      if (!match) continue
      const values = match.slice(1).map((value) => decodeURIComponent(value))
      // A name that is not its own slug is redirected first, and the slug's own loader asks.
      if (route.slugs && !values.every((value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))) return
      const path = route.path.replace(/\{(\d+)\}/g, (_, index: string) => encodeURIComponent(values[Number(index)] ?? ''))
      const url = baseUrl.replace(/\/+$/, '') + path + route.query
      const send = () => fetch(url, { headers: { Accept: 'application/json', 'X-API-Key': apiKey }, credentials: 'omit' })
      // This connection's stored cache, under the name api/persist/cache-key.ts gives it: with one, the app may
      // answer from the device and ask nothing, so nothing is sent early.
      const storedCache = async () => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey))
        const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
        const entry = `${plan.cacheKeyPrefix}${baseUrl}|${hex.slice(0, plan.fingerprintChars)}`
        const cache = await caches.open(plan.cacheName)
        return cache.match(new Request(`${location.origin}${plan.cacheEntryPath}?entry=${encodeURIComponent(entry)}`))
      }
      // Set at once, so an app that runs before the check below is done still waits for this request, not a second.
      ;(globalThis as unknown as Record<string, unknown>)[plan.global] = {
        url,
        apiKey,
        startedAt: performance.now(),
        response: storedCache().then(
          (stored) => (stored ? null : send()),
          () => null,
        ),
      }
      return
    }
  } catch {
    // Blocked storage or a malformed stored value: the app's loader asks.
  }
}

/** The script's text: the function above, called with its plan. */
export function earlyRequestScript(plan: EarlyRequestPlan = EARLY_REQUEST_PLAN): string {
  return `(${startEarlyRequest.toString()})(${JSON.stringify(plan)});\n`
}
