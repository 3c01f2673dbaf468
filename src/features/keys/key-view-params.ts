import * as z from 'zod'
import { defineListParams, type ParamsOf } from '../../api/params/define-list-params'
import { orderParam } from '../../api/params/fields'
import type { SortingState } from '@tanstack/react-table'
import type { SortableKeyColumn } from './key-helpers'

export const SORTABLE_KEY_COLUMNS = ['label', 'status', 'used_credits', 'credit_limit', 'created_at', 'last_used_at'] as const satisfies
  ReadonlyArray<SortableKeyColumn>

const booleanParam = z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true'))

/**
 * The keys page sorts and filters on the client (the list is small and not
 * paged), but its view still lives in the URL so it can be shared and
 * survives Back/Forward, like every other list.
 */
export const keyViewParams = defineListParams(
  {
    sort: z.enum(SORTABLE_KEY_COLUMNS),
    order: orderParam,
    show_revoked: booleanParam,
  },
  { order: 'asc', show_revoked: true },
)

export type KeyViewParams = ParamsOf<typeof keyViewParams.fields>

export function sortingFromParams(params: KeyViewParams): SortingState {
  return params.sort ? [{ id: params.sort, desc: params.order === 'desc' }] : []
}

export function paramsWithSorting(params: KeyViewParams, sorting: SortingState): KeyViewParams {
  const first = sorting[0]
  const sort = SORTABLE_KEY_COLUMNS.find((column) => column === first?.id)
  return { ...params, sort, order: sort && first?.desc ? 'desc' : undefined }
}
