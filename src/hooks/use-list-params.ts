/**
 * useListParams: the URL query string as the state of a list view.
 *
 * Reads `useSearchParams` through a `ListParamsDefinition` (src/api/params):
 * invalid values are dropped before anything is fetched, and the URL is then
 * rewritten without them (history `replace`), the dropped ones travelling in
 * the history entry's state so the page can name them (InvalidParamsNotice)
 * right after the rewrite, and not when Back returns to that entry.
 * URLs that spell defaults out are canonicalised the same way.
 *
 * `setParams(patch)` pushes a new history entry (Back returns to the previous
 * view) and resets `offset` unless told otherwise: filters, sort and page size
 * all start again at the first page. Parameters the definition does not know
 * are kept untouched, so other URL state can live beside the list's. A
 * change renders at once (useUrlSearch), so the next one builds on it.
 *
 * A library that queues updates (nuqs 2) was weighed and left out: 6.0 KB
 * gzip with its React Router 7 adapter, against less room than that in the
 * start-up budget, and the canonical order, the report of dropped values and
 * the offset reset would still be ours to write.
 */
import { useCallback, useEffect, useMemo } from 'react'
import { DEFAULT_LIMIT } from '../api/params/list-defaults'
import { useUrlSearch } from './use-url-search'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import type * as z from 'zod'
import type { ListParamsDefinition, ParamIssue, ParamsOf } from '../api/params/define-list-params'

/** The field map constraint of defineListParams. */
export type AnyFields = Record<string, z.ZodMiniType<unknown, string>>

/** A list's sort as its table shows it. */
export interface TableSort {
  /** A column id, which for sortable columns is the API's sort field. */
  id: string
  desc: boolean
}

export interface SetParamsOptions {
  /** Back to the first page (default true): any change of filter, sort or page size. */
  resetOffset?: boolean
  /** Replace the current history entry instead of pushing one (default false). */
  replace?: boolean
}

export interface ListParamsState<F extends AnyFields> {
  /** The view's parameters: valid values only, defaults left out. */
  params: ParamsOf<F>
  /** Parameters found invalid in the URL and dropped, for a visible notice. */
  invalid: ParamIssue[]
  /** Merges `patch` (undefined removes a parameter) and navigates. */
  setParams: (patch: Partial<ParamsOf<F>>, options?: SetParamsOptions) => void
  /** Clears every parameter of the definition except those in `keep` (default: sort and order and limit). */
  reset: (keep?: ReadonlyArray<keyof F & string>) => void
  /** The sort the view shows and the API is asked for (defaults resolved), for the table's headers. */
  sort: TableSort | null
  /** The page window from the URL, wired for <Pagination>: a page-size change goes back to the first page. */
  paging: ListPaging
  /** For the table's headers: writes `sort` and `order` when the definition's `sort` field accepts the column id. */
  onSortChange: (sort: TableSort) => void
}

export interface ListPaging {
  offset: number
  limit: number
  onOffsetChange: (offset: number) => void
  onLimitChange: (limit: number) => void
}

interface InvalidParamsState {
  invalidParams?: ParamIssue[]
}

function readInvalidFromState(state: unknown): ParamIssue[] {
  if (typeof state !== 'object' || state === null) return []
  const list = (state as InvalidParamsState).invalidParams
  return Array.isArray(list) ? list : []
}

/** The URL's search with the definition's own parameters replaced by `params` (canonical order, defaults omitted). */
function mergeSearch<F extends AnyFields>(
  definition: ListParamsDefinition<F>,
  current: URLSearchParams,
  params: ParamsOf<F>,
): URLSearchParams {
  const next = definition.toSearch(params)
  for (const [name, value] of current) {
    if (!(name in definition.fields)) next.append(name, value)
  }
  return next
}

/** `search` as the definition writes it: valid values only, in canonical form and order, defaults left out. */
function canonicalOf<F extends AnyFields>(definition: ListParamsDefinition<F>, search: URLSearchParams): URLSearchParams {
  return mergeSearch(definition, search, definition.fromSearch(search).params)
}

const DEFAULT_KEEP = ['sort', 'order', 'limit']

export function useListParams<F extends AnyFields>(definition: ListParamsDefinition<F>): ListParamsState<F> {
  const [rendered, rewriteSearch] = useSearchParams()
  const { set: setSearch } = useUrlSearch()
  const location = useLocation()
  const navigationType = useNavigationType()

  const parsed = useMemo(() => definition.fromSearch(rendered), [definition, rendered])
  // A change still on its way is written canonical already.
  const canonical = useMemo(() => canonicalOf(definition, rendered).toString(), [definition, rendered])
  const needsRewrite = canonical !== rendered.toString()

  // Dropped values never reach a request: `parsed.params` already lacks them.
  // Rewriting the URL keeps Copy link and Back honest, and costs no request
  // because the parsed params (and so the query key) stay the same.
  useEffect(() => {
    if (!needsRewrite) return
    const state: InvalidParamsState = { invalidParams: parsed.invalid }
    rewriteSearch(new URLSearchParams(canonical), { replace: true, state, preventScrollReset: true })
  }, [needsRewrite, canonical, parsed.invalid, rewriteSearch])

  // The dropped values travel with the rewrite only: Back or Forward to that entry (or a reload of it) shows a
  // URL that never held them, so there is nothing to explain there.
  const invalid = parsed.invalid.length ? parsed.invalid : navigationType === 'REPLACE' ? readInvalidFromState(location.state) : []

  const setParams = useCallback(
    (patch: Partial<ParamsOf<F>>, options: SetParamsOptions = {}) => {
      const { resetOffset = true, replace = false } = options
      const base = rendered
      const next: ParamsOf<F> = { ...definition.fromSearch(base).params, ...patch }
      if (resetOffset && !('offset' in patch)) delete (next as Record<string, unknown>).offset
      const search = canonicalOf(definition, mergeSearch(definition, base, next))
      if (search.toString() === base.toString()) return
      setSearch(search, { replace })
    },
    [definition, rendered, setSearch],
  )

  const reset = useCallback(
    (keep: ReadonlyArray<keyof F & string> = DEFAULT_KEEP as Array<keyof F & string>) => {
      const base = rendered
      const current = definition.fromSearch(base).params
      const next: ParamsOf<F> = {}
      for (const name of keep) {
        if (current[name] !== undefined) next[name] = current[name]
      }
      const search = canonicalOf(definition, mergeSearch(definition, base, next))
      if (search.toString() === base.toString()) return
      setSearch(search)
    },
    [definition, rendered, setSearch],
  )

  const sort = useMemo(() => {
    const resolved = definition.resolveSort(parsed.params)
    return resolved ? { id: resolved.sort, desc: resolved.order === 'desc' } : null
  }, [definition, parsed.params])

  // Every paged list defines `limit` and `offset`; a list without them (keys) just ignores `paging`.
  type PagingParams = { offset?: number; limit?: number }
  const pageWindow = parsed.params as PagingParams
  const offset = pageWindow.offset ?? 0
  const limit = pageWindow.limit ?? (definition.defaults as PagingParams).limit ?? DEFAULT_LIMIT
  const paging = useMemo<ListPaging>(() => {
    const setPaging = setParams as (patch: PagingParams, options?: SetParamsOptions) => void
    return {
      offset,
      limit,
      onOffsetChange: (next) => setPaging({ offset: next || undefined }, { resetOffset: false }),
      onLimitChange: (next) => setPaging({ limit: next }),
    }
  }, [offset, limit, setParams])

  const onSortChange = useCallback(
    (next: TableSort) => {
      if (!definition.fields.sort?.safeParse(next.id).success) return
      const setSort = setParams as (patch: { sort?: string; order?: 'asc' | 'desc' }) => void
      setSort({ sort: next.id, order: next.desc ? 'desc' : 'asc' })
    },
    [definition, setParams],
  )

  return { params: parsed.params, invalid, setParams, reset, sort, paging, onSortChange }
}
