import { memo, type ComponentType } from 'react'
import type { ListParamsDefinition } from '../../api/params/define-list-params'
import { useShownFilters, type AnyFields, type ShownFilters } from '../../hooks/use-list-params'

/**
 * A list's filter panel: `Fields` gets the filters as shown (useShownFilters)
 * beside the panel's own props. Fields are kept in `memo`: the panel's props
 * stay the same objects through a sort or a new page (the list renders those
 * in a transition of its own), so the fields render only when a filter changed.
 */
export function withShownFilters<F extends AnyFields, P extends { params: ShownFilters<F> }>(
  definition: ListParamsDefinition<F>,
  Fields: ComponentType<P>,
): ComponentType<Omit<P, 'params'>> {
  const MemoFields = memo(Fields)
  return function ShownFilterPanel(props: Omit<P, 'params'>) {
    // The props without `params`, and `params`: P itself, which TypeScript cannot prove of a generic Omit.
    const fieldProps = { ...props, params: useShownFilters(definition) } as P
    return <MemoFields {...fieldProps} />
  }
}
