/**
 * DateRangeFilter: a from/to pair of `YYYY-MM-DD` dates (`rated_at_gte` /
 * `rated_at_lte`). Fields are named "<label> from" / "<label> to"; values go
 * to the URL as they are, debounced like typed text because a browser's date
 * field reports a new value for every digit of the year.
 */
import { DebouncedTextInput } from './debounced-text-input'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function validateIsoDate(text: string): string | null {
  if (!ISO_DATE.test(text)) return 'Enter a date as YYYY-MM-DD.'
  const date = new Date(`${text}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? 'Enter a real date.' : null
}

export interface DateRangeFilterProps {
  label: string
  from: string | undefined
  to: string | undefined
  onFromChange: (value: string | undefined) => void
  onToChange: (value: string | undefined) => void
}

export function DateRangeFilter({ label, from, to, onFromChange, onToChange }: DateRangeFilterProps) {
  const crossed = from !== undefined && to !== undefined && from > to
  return (
    <fieldset className="filter-group">
      <legend>{label}</legend>
      <div className="filter-range">
        <DebouncedTextInput
          type="date"
          label={
            <>
              <span className="visually-hidden">{label}</span> from
            </>
          }
          value={from ?? ''}
          onCommit={(text) => onFromChange(text || undefined)}
          validate={validateIsoDate}
        />
        <DebouncedTextInput
          type="date"
          label={
            <>
              <span className="visually-hidden">{label}</span> to
            </>
          }
          value={to ?? ''}
          onCommit={(text) => onToChange(text || undefined)}
          validate={validateIsoDate}
        />
      </div>
      {crossed && <p className="field-error">The start is after the end, so nothing can match.</p>}
    </fieldset>
  )
}
