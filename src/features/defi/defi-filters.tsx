import type { UseQueryResult } from '@tanstack/react-query'
import type { DefiListParams } from '../../api/params/defi-params'
import type { Chain } from '../../api/schemas/chains'
import { NumberRangeFilter } from '../../components/filters/number-range-filter'
import { RatingDateFilters, VersionFilter } from '../../components/filters/rating-filters'
import { SelectFilter } from '../../components/filters/select-filter'
import { startTransition, useOptimistic } from 'react'
import { DEFI_TYPE_OPTIONS } from './defi-labels'

export interface DefiFiltersProps {
  params: DefiListParams
  /** Applies a change at once (typed filters: their text stays as typed). */
  onChange: (patch: Partial<DefiListParams>) => void
  /** Applies a change in a transition: must not flush synchronously (setParams with `urgent: false`). */
  onChangeInTransition: (patch: Partial<DefiListParams>) => void
  chains: UseQueryResult<Chain[]>
}

type SelectParams = Pick<DefiListParams, 'type' | 'chain'>

function applyPatch(current: SelectParams, patch: SelectParams): SelectParams {
  return { ...current, ...patch }
}

/**
 * Every filter of GET /ratings/defi, bound to the URL through `onChange`.
 *
 * A select's choice renders the new view (up to 100 new rows) in a
 * transition, so the key press or click is answered in the next frame with
 * the previous rows still on screen. The selects show the choice at once (an
 * optimistic copy of the URL's value), so they never spring back to the old
 * value while the transition renders; once it commits, the URL holds it.
 */
export function DefiFilters({ params, onChange, onChangeInTransition, chains }: DefiFiltersProps) {
  const [selects, showSelect] = useOptimistic<SelectParams, SelectParams>({ type: params.type, chain: params.chain }, applyPatch)
  const select = (patch: SelectParams) =>
    startTransition(() => {
      showSelect(patch)
      onChangeInTransition(patch)
    })
  const chainOptions = (chains.data ?? []).map((chain) => ({ value: chain.slug, label: chain.name }))
  const chainHint = chains.isPending ? 'Loading chains…' : chains.isError ? 'The chain list could not be loaded.' : undefined

  return (
    <>
      <SelectFilter
        label="Type"
        value={selects.type}
        options={DEFI_TYPE_OPTIONS}
        onChange={(value) => select({ type: value as DefiListParams['type'] })}
      />
      <SelectFilter
        label="Chain"
        value={selects.chain}
        options={chainOptions}
        onChange={(value) => select({ chain: value })}
        disabled={chains.isPending && !selects.chain}
        hint={chainHint}
      />
      <VersionFilter value={params.version} onChange={onChange} placeholder="e.g. v2.1" />
      <NumberRangeFilter
        label="TVL"
        min={params.tvl_gte}
        max={params.tvl_lte}
        onMinChange={(value) => onChange({ tvl_gte: value })}
        onMaxChange={(value) => onChange({ tvl_lte: value })}
        prefix="$"
        hint="US dollars. Shorthand works: 1.5M, 2B, 250k."
      />
      <NumberRangeFilter
        label="APY"
        min={params.apy_gte}
        max={params.apy_lte}
        onMinChange={(value) => onChange({ apy_gte: value })}
        onMaxChange={(value) => onChange({ apy_lte: value })}
        suffix="%"
        hint="Percent per year, e.g. 5.2."
      />
      <NumberRangeFilter
        label="Users"
        min={params.users_gte}
        max={params.users_lte}
        onMinChange={(value) => onChange({ users_gte: value })}
        onMaxChange={(value) => onChange({ users_lte: value })}
        integer
        hint="Number of users, e.g. 10000 or 10k."
      />
      <RatingDateFilters params={params} onChange={onChange} />
    </>
  )
}
