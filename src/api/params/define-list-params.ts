import * as z from 'zod'
import type { SortOrder } from './fields'

type FieldMap = Record<string, z.ZodMiniType<unknown, string>>

/** The typed parameters of a list view: every field optional, as parsed from its string form. */
export type ParamsOf<F extends FieldMap> = { [K in keyof F]?: z.output<F[K]> }

export interface ParamIssue {
  param: string
  value: string
  message: string
}

/**
 * The default view's sort. Sort and order are one pair: the pair is left out
 * of the URL only as a whole, and an explicit `sort` without `order` means the
 * API's default order, `asc` (contract 5.2), whatever the default view is.
 */
export interface DefaultSort {
  sort: string
  order: SortOrder
}

/** `asc` is the API's default order whenever `sort` is given. */
export const API_DEFAULT_ORDER: SortOrder = 'asc'

export interface ListParamsDefinition<F extends FieldMap> {
  fields: F
  defaults: ParamsOf<F>
  defaultSort: DefaultSort | null
  /** The sort a view shows and the API is asked for: see DefaultSort. */
  resolveSort(params: ParamsOf<F>): DefaultSort | null
  /** Lenient: invalid values are dropped and reported; values equal to the default are left out. */
  fromSearch(search: URLSearchParams): { params: ParamsOf<F>; invalid: ParamIssue[] }
  /** Strict, for the mock backend: the first invalid parameter is an error. Defaults are applied. */
  parseStrict(search: URLSearchParams): { ok: true; params: ParamsOf<F> } | { ok: false; issue: ParamIssue }
  /** The query string of a view: defaults and empty values omitted, fields in definition order. */
  toSearch(params: ParamsOf<F>): URLSearchParams
  /** What the API is sent: the view's values over the defaults, so requests are explicit and cache keys canonical. */
  toApiParams(params: ParamsOf<F>): Record<string, string>
  /** Drop defaults and empty values, so equal views compare equal. */
  normalize(params: ParamsOf<F>): ParamsOf<F>
}

/** Serialises one value the way the API expects it (arrays comma-separated). */
export function serializeParamValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.length ? value.map(String).join(',') : null
  return String(value)
}

function sameValue(a: unknown, b: unknown): boolean {
  return serializeParamValue(a) === serializeParamValue(b)
}

export function defineListParams<F extends FieldMap>(
  fields: F,
  defaults: ParamsOf<F>,
  defaultSort: DefaultSort | null = null,
): ListParamsDefinition<F> {
  const names = Object.keys(fields) as Array<keyof F & string>

  function resolveSort(params: ParamsOf<F>): DefaultSort | null {
    if (!defaultSort) return null
    const { sort, order } = params as { sort?: string; order?: SortOrder }
    if (sort === undefined && order === undefined) return defaultSort
    return { sort: sort ?? defaultSort.sort, order: order ?? API_DEFAULT_ORDER }
  }

  function normalize(params: ParamsOf<F>): ParamsOf<F> {
    const out: ParamsOf<F> = {}
    for (const name of names) {
      if (defaultSort && (name === 'sort' || name === 'order')) continue
      const value = params[name]
      if (serializeParamValue(value) === null) continue
      if (defaults[name] !== undefined && sameValue(value, defaults[name])) continue
      out[name] = value
    }
    const resolved = resolveSort(params)
    if (resolved && (resolved.sort !== defaultSort?.sort || resolved.order !== defaultSort.order)) {
      const sorted = out as { sort?: string; order?: SortOrder }
      sorted.sort = resolved.sort
      // The default column the other way round says its order: `sort=rating` alone reads as the default view.
      if (resolved.order !== API_DEFAULT_ORDER || resolved.sort === defaultSort?.sort) sorted.order = resolved.order
    }
    return out
  }

  function parseField(name: keyof F & string, raw: string) {
    return fields[name]!.safeParse(raw)
  }

  return {
    fields,
    defaults,
    defaultSort,
    resolveSort,
    normalize,
    fromSearch(search) {
      const params: ParamsOf<F> = {}
      const invalid: ParamIssue[] = []
      for (const name of names) {
        const raw = search.get(name)
        if (raw === null || raw.trim() === '') continue
        const result = parseField(name, raw)
        if (result.success) params[name] = result.data as ParamsOf<F>[typeof name]
        else invalid.push({ param: name, value: raw, message: result.error.issues[0]?.message ?? 'invalid value' })
      }
      return { params: normalize(params), invalid }
    },
    parseStrict(search) {
      const params: ParamsOf<F> = { ...defaults }
      for (const name of names) {
        const raw = search.get(name)
        if (raw === null) continue
        const result = parseField(name, raw)
        if (!result.success) {
          return { ok: false, issue: { param: name, value: raw, message: result.error.issues[0]?.message ?? 'invalid value' } }
        }
        params[name] = result.data as ParamsOf<F>[typeof name]
      }
      return { ok: true, params: { ...params, ...resolveSort(params) } }
    },
    toSearch(params) {
      const search = new URLSearchParams()
      const normal = normalize(params)
      for (const name of names) {
        const text = serializeParamValue(normal[name])
        if (text !== null) search.set(name, text)
      }
      return search
    },
    toApiParams(params) {
      const out: Record<string, string> = {}
      const normal = normalize(params)
      const merged = { ...defaults, ...normal, ...resolveSort(normal) }
      for (const name of names) {
        const text = serializeParamValue(merged[name])
        if (text !== null) out[name] = text
      }
      return out
    },
  }
}
