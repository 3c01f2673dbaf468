import type { AlertListParams } from '../../api/params/alert-params'
import { DateRangeFilter } from '../../components/filters/date-range-filter'
import { SelectFilter } from '../../components/filters/select-filter'
import { DETECTED_PRESETS, detectedChoiceOf, detectedRangeFor, withDetectedBound, type DetectedChoice } from './detected-range'

type DetectedRange = Pick<AlertListParams, 'detected_at_gte' | 'detected_at_lte'>

const PRESET_OPTIONS = DETECTED_PRESETS.map((preset) => ({ value: preset.id, label: preset.label }))
const CUSTOM_OPTION = { value: 'custom', label: 'Custom dates' }

/**
 * "Detected" as a quick period (the presets) plus the two dates. The period
 * is derived from the URL's dates, so typed dates show as "Custom dates" and
 * a preset shows the dates it stands for. A crossed range cannot be entered:
 * the other end follows.
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
  const choice = detectedChoiceOf(value, now)
  return (
    <div className="alerts-detected-filter">
      <SelectFilter
        label="Detected within"
        anyLabel="Any time"
        value={choice === 'any' ? undefined : choice}
        options={choice === 'custom' ? [...PRESET_OPTIONS, CUSTOM_OPTION] : PRESET_OPTIONS}
        onChange={(next) => onChange(detectedRangeFor((next ?? 'any') as DetectedChoice, value, now))}
        hint="Whole days in UTC."
      />
      <DateRangeFilter
        label="Detected"
        from={value.detected_at_gte}
        to={value.detected_at_lte}
        onFromChange={(next) => onChange(withDetectedBound(value, 'from', next))}
        onToChange={(next) => onChange(withDetectedBound(value, 'to', next))}
      />
    </div>
  )
}
