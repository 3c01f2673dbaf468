import type { InfraListParams } from '../../api/params/infra-params'
import { RatingDateFilters, VersionFilter } from '../../components/filters/rating-filters'
import { GradeRangeFilter } from './grade-range-filter'

export interface InfraFiltersProps {
  params: InfraListParams
  onChange: (patch: Partial<InfraListParams>) => void
  /** Versions seen in the rows on screen: suggestions only, so no request is spent on them. */
  knownVersions: readonly string[]
}

/** Every filter of GET /ratings/infra, bound to the URL through `onChange`. */
export function InfraFilters({ params, onChange, knownVersions }: InfraFiltersProps) {
  return (
    <>
      <GradeRangeFilter value={params} onChange={(patch) => onChange(patch)} />
      <VersionFilter value={params.version} onChange={onChange} placeholder="e.g. v1.1" suggestions={knownVersions} />
      <RatingDateFilters params={params} onChange={onChange} />
    </>
  )
}
