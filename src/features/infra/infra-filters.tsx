import type { InfraListParams } from '../../api/params/infra-params'
import { RatingDateFilters, VersionFilter } from '../../components/filters/rating-filters'
import type { ParamsOf } from '../../api/params/define-list-params'
import { GradeRangeFilter } from './grade-range-filter'
import { infraViewParams } from './infra-view-params'

export interface InfraFiltersProps {
  onChange: (patch: Partial<InfraListParams>) => void
  /** Versions seen in the rows on screen: suggestions only, so no request is spent on them. */
  knownVersions: readonly string[]
}

/** Every filter of GET /ratings/infra, bound to the URL through `onChange`; each shows a change at once, before the list has rendered it. */
export function InfraFilters({
  onChange,
  knownVersions,
  params,
}: InfraFiltersProps & { params: ParamsOf<typeof infraViewParams.fields> }) {
  return (
    <>
      <GradeRangeFilter value={params} onChange={(patch) => onChange(patch)} />
      <VersionFilter value={params.version} onChange={onChange} placeholder="e.g. v1.1" suggestions={knownVersions} />
      <RatingDateFilters params={params} onChange={onChange} />
    </>
  )
}
