import type { UseQueryResult } from '@tanstack/react-query'
import { defiListParams, type DefiListParams } from '../../api/params/defi-params'
import type { Chain } from '../../api/schemas/chains'
import { NumberRangeFilter } from '../../components/filters/number-range-filter'
import { RatingDateFilters, VersionFilter } from '../../components/filters/rating-filters'
import { SelectFilter } from '../../components/filters/select-filter'
import type { ParamsOf } from '../../api/params/define-list-params'
import { DEFI_TYPE_OPTIONS } from '../../lib/defi-types'

export interface DefiFiltersProps {
  onChange: (patch: Partial<DefiListParams>) => void
  chains: UseQueryResult<Chain[]>
}

/** Every filter of GET /ratings/defi, bound to the URL through `onChange`; each shows a change at once, before the list has rendered it. */
export function DefiFilters({
  onChange,
  chains,
  params,
}: DefiFiltersProps & { params: ParamsOf<typeof defiListParams.fields> }) {
  const chainOptions = (chains.data ?? []).map((chain) => ({ value: chain.slug, label: chain.name }))
  const chainHint = chains.isPending ? 'Loading chains…' : chains.isError ? 'The chain list could not be loaded.' : undefined

  return (
    <>
      <SelectFilter
        label="Type"
        value={params.type}
        options={DEFI_TYPE_OPTIONS}
        onChange={(value) => onChange({ type: value as DefiListParams['type'] })}
      />
      <SelectFilter
        label="Chain"
        value={params.chain}
        options={chainOptions}
        onChange={(value) => onChange({ chain: value })}
        disabled={chains.isPending && !params.chain}
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
