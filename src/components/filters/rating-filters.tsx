import { useId } from 'react'
import { DateRangeFilter } from './date-range-filter'
import { DebouncedTextInput } from './debounced-text-input'

/** The filters every ratings list shares (DeFi and infrastructure): methodology version and the two date ranges. */
export interface RatingFilterParams {
  version?: string
  rated_at_gte?: string
  rated_at_lte?: string
  rated_since_gte?: string
  rated_since_lte?: string
}

const VERSION_MAX_LENGTH = 64

function validateVersion(text: string): string | null {
  return text.length > VERSION_MAX_LENGTH ? `At most ${VERSION_MAX_LENGTH} characters.` : null
}

export function VersionFilter({
  value,
  onChange,
  placeholder,
  suggestions = [],
}: {
  value: string | undefined
  onChange: (patch: Pick<RatingFilterParams, 'version'>) => void
  placeholder: string
  /** Versions already on screen: suggestions only, so no request is spent on them. */
  suggestions?: readonly string[]
}) {
  const listId = useId()
  return (
    <>
      <DebouncedTextInput
        label="Version"
        value={value ?? ''}
        onCommit={(text) => onChange({ version: text || undefined })}
        validate={validateVersion}
        placeholder={placeholder}
        list={suggestions.length ? listId : undefined}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </datalist>
      )}
    </>
  )
}

export function RatingDateFilters({
  params,
  onChange,
}: {
  params: RatingFilterParams
  onChange: (patch: RatingFilterParams) => void
}) {
  return (
    <>
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
