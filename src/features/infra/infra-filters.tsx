import { useId } from 'react'
import type { InfraListParams } from '../../api/params/infra-params'
import { DateRangeFilter } from '../../components/filters/date-range-filter'
import { DebouncedTextInput } from '../../components/filters/debounced-text-input'
import { GradeRangeFilter } from './grade-range-filter'

export interface InfraFiltersProps {
  params: InfraListParams
  onChange: (patch: Partial<InfraListParams>) => void
  /** Versions seen in the rows on screen: suggestions only, so no request is spent on them. */
  knownVersions: readonly string[]
}

function validateVersion(text: string): string | null {
  return text.length > 64 ? 'At most 64 characters.' : null
}

/** Every filter of GET /ratings/infra, bound to the URL through `onChange`. */
export function InfraFilters({ params, onChange, knownVersions }: InfraFiltersProps) {
  const versionsId = useId()
  return (
    <>
      <GradeRangeFilter value={params} onChange={(patch) => onChange(patch)} />
      <DebouncedTextInput
        label="Version"
        value={params.version ?? ''}
        onCommit={(text) => onChange({ version: text || undefined })}
        validate={validateVersion}
        placeholder="e.g. v1.1"
        list={knownVersions.length ? versionsId : undefined}
      />
      {knownVersions.length > 0 && (
        <datalist id={versionsId}>
          {knownVersions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </datalist>
      )}
      <DateRangeFilter
        label="Rated"
        from={params.rated_at_gte}
        to={params.rated_at_lte}
        onFromChange={(value) => onChange({ rated_at_gte: value })}
        onToChange={(value) => onChange({ rated_at_lte: value })}
      />
      <DateRangeFilter
        label="Rated since"
        from={params.rated_since_gte}
        to={params.rated_since_lte}
        onFromChange={(value) => onChange({ rated_since_gte: value })}
        onToChange={(value) => onChange({ rated_since_lte: value })}
      />
    </>
  )
}
