/**
 * NumberRangeFilter: a min/max pair for one quantity (`tvl_gte`/`tvl_lte`).
 * Fields are named "Min <label>" / "Max <label>"; a shared hint gives the
 * unit. Typed text is parsed with `parseNumberShorthand` (so `1.5M`, `2B`,
 * `250k` and `1,500,000` all work) and applied after the typing pause.
 */
import { useId } from 'react'
import { parseNumberShorthand } from '../../lib/format'
import { DebouncedTextInput } from './debounced-text-input'

export interface NumberRangeFilterProps {
  label: string
  min: number | undefined
  max: number | undefined
  onMinChange: (value: number | undefined) => void
  onMaxChange: (value: number | undefined) => void
  /** Unit and accepted forms, e.g. "US dollars; 1.5M and 2B work too". */
  hint?: string
  prefix?: string
  suffix?: string
  /** Whole numbers only (user counts). */
  integer?: boolean
}

/** Parses a typed bound; returns the number or the message to show. */
export function parseBound(text: string, integer = false): number | string {
  const value = parseNumberShorthand(text)
  if (value === null) return 'Enter a number, e.g. 1500000 or 1.5M.'
  if (value < 0) return 'Enter 0 or more.'
  if (integer && !Number.isInteger(value)) return 'Enter a whole number.'
  return value
}

function boundText(value: number | undefined): string {
  return value === undefined ? '' : String(value)
}

export function NumberRangeFilter({
  label,
  min,
  max,
  onMinChange,
  onMaxChange,
  hint,
  prefix,
  suffix,
  integer = false,
}: NumberRangeFilterProps) {
  const hintId = useId()
  const validate = (text: string) => {
    const result = parseBound(text, integer)
    return typeof result === 'string' ? result : null
  }
  const toValue = (text: string) => {
    if (text === '') return undefined
    const result = parseBound(text, integer)
    return typeof result === 'number' ? result : undefined
  }
  const crossed = min !== undefined && max !== undefined && min > max

  return (
    <fieldset className="filter-group">
      <legend>{label}</legend>
      <div className="filter-range">
        {([
          ['Min', min, onMinChange],
          ['Max', max, onMaxChange],
        ] as const).map(([bound, value, onBoundChange]) => (
          <DebouncedTextInput
            key={bound}
            label={
              <>
                {bound} <span className="visually-hidden">{label}</span>
              </>
            }
            value={boundText(value)}
            onCommit={(text) => onBoundChange(toValue(text))}
            validate={validate}
            inputMode={integer ? 'numeric' : 'decimal'}
            describedBy={hint ? hintId : undefined}
            prefix={prefix}
            suffix={suffix}
            size={8}
          />
        ))}
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {crossed && <p className="field-error">The minimum is above the maximum, so nothing can match.</p>}
    </fieldset>
  )
}
