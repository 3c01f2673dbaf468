import { useCallback, useId, useMemo, useState } from 'react'
import type { DefiRating } from '../../api/schemas/defi'
import { COMPARE_MAX_ITEMS, compareItemKey } from '../../lib/compare-items'
import { toSlug } from '../../lib/slug'
import type { CompareSelectionApi } from './defi-columns'

function keyOf(row: DefiRating): string {
  return compareItemKey({ slug: toSlug(row.provider_name), address: row.contract_address })
}

/**
 * Products picked for comparison. Transient component state, not URL state:
 * it survives paging, sorting and filtering on this page (so products from
 * different pages can be compared) but is not part of the shared view.
 */
export function useCompareSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, DefiRating>>(() => new Map())
  const limitHintId = useId()

  const toggle = useCallback((row: DefiRating) => {
    setSelected((current) => {
      const next = new Map(current)
      const key = keyOf(row)
      if (next.has(key)) next.delete(key)
      else if (next.size < COMPARE_MAX_ITEMS) next.set(key, row)
      return next
    })
  }, [])

  const clear = useCallback(() => setSelected(new Map()), [])

  const api: CompareSelectionApi = useMemo(
    () => ({
      isSelected: (row) => selected.has(keyOf(row)),
      canSelectMore: selected.size < COMPARE_MAX_ITEMS,
      toggle,
      limitHintId,
    }),
    [selected, toggle, limitHintId],
  )

  return { api, products: [...selected.values()], clear, remove: toggle }
}
