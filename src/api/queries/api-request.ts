import type * as z from 'zod'

/**
 * A GET of the API as a query factory sends it. The factory's query, the
 * view's "API request" panel and "Export all" all start from this one
 * description of the request.
 */
export interface ApiRequest {
  method: 'GET'
  /** Path below the API base, e.g. `/ratings/defi`. */
  path: string
  /** Query parameters in the API's names and the order the client sends them. */
  params: Readonly<Record<string, string>>
}

/** A list's request with the schema of one of its records. */
export interface ListRequest<S extends z.ZodMiniType> extends ApiRequest {
  item: S
}

export function getRequest(path: string, params: Readonly<Record<string, string>> = {}): ApiRequest {
  return { method: 'GET', path, params }
}

export function listRequest<S extends z.ZodMiniType>(path: string, item: S, params: Readonly<Record<string, string>>): ListRequest<S> {
  return { method: 'GET', path, params, item }
}
