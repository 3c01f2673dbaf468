/**
 * SelectFilter: one choice among known values, with an "Any" option that
 * removes the filter. Applies at once (a select is a deliberate choice). A
 * value from the URL that the options do not list (yet) is still shown.
 */
import { useId } from 'react'
import './filters.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFilterProps {
  label: string
  value: string | undefined
  options: readonly SelectOption[]
  onChange: (value: string | undefined) => void
  anyLabel?: string
  disabled?: boolean
  hint?: string
}

export function SelectFilter({ label, value, options, onChange, anyLabel = 'Any', disabled = false, hint }: SelectFilterProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const listed = value === undefined || options.some((option) => option.value === value)
  return (
    <div className="field filter-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {!listed && value !== undefined && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
