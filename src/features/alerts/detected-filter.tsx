import { useId } from 'react'
import type { AlertListParams } from '../../api/params/alert-params'
import { DETECTED_PRESETS, detectedChoiceOf, detectedRangeFor, withDetectedBound, type DetectedChoice } from './detected-range'

type DetectedRange = Pick<AlertListParams, 'detected_at_gte' | 'detected_at_lte'>

/**
 * "Detected" as a quick choice (any time, the presets) plus two date fields.
 * The choice is derived from the URL's dates, so a typed range shows as
 * "Custom dates" and an applied preset shows its dates.
 */
export function DetectedFilter({
  value,
  onChange,
  now,
}: {
  value: DetectedRange
  onChange: (next: DetectedRange) => void
  now: Date
}) {
  const ids = { choice: useId(), from: useId(), to: useId(), hint: useId() }
  const choice = detectedChoiceOf(value, now)
  return (
    <fieldset className="alerts-detected-filter">
      <legend>Detected</legend>
      <div className="field">
        <label htmlFor={ids.choice}>Period</label>
        <select
          id={ids.choice}
          value={choice}
          onChange={(event) => onChange(detectedRangeFor(event.target.value as DetectedChoice, value, now))}
        >
          <option value="any">Any time</option>
          {DETECTED_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
          {choice === 'custom' && <option value="custom">Custom dates</option>}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.from}>Detected from</label>
        <input
          id={ids.from}
          type="date"
          value={value.detected_at_gte ?? ''}
          max={value.detected_at_lte}
          aria-describedby={ids.hint}
          onChange={(event) => onChange(withDetectedBound(value, 'from', event.target.value || undefined))}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.to}>Detected to</label>
        <input
          id={ids.to}
          type="date"
          value={value.detected_at_lte ?? ''}
          min={value.detected_at_gte}
          aria-describedby={ids.hint}
          onChange={(event) => onChange(withDetectedBound(value, 'to', event.target.value || undefined))}
        />
      </div>
      <p id={ids.hint} className="field-hint">
        Whole days in UTC, both included.
      </p>
    </fieldset>
  )
}
