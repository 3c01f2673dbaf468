/*
 * How a request to the API is written: its URL and its headers. A module of
 * its own, without zod or the transport, so that start-up code (the first
 * page's early request, early-response.ts) writes exactly what the transport
 * would.
 */

export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>

/** Builds `base + path ? query`, leaving out empty values; arrays are sent comma-separated. */
export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const base = baseUrl.replace(/\/+$/, '')
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) query.set(name, value.join(','))
    } else {
      query.set(name, String(value))
    }
  }
  const text = query.toString()
  return `${base}${path.startsWith('/') ? path : `/${path}`}${text ? `?${text}` : ''}`
}

/** The headers of a request: JSON both ways, and the key (a header, never the URL) when there is one. */
export function requestHeaders(apiKey: string | null, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (apiKey) headers['X-API-Key'] = apiKey
  if (withBody) headers['Content-Type'] = 'application/json'
  return headers
}
