import { useId } from 'react'
import { BASE_GRADES, type BaseGrade } from '../../lib/grades'
import {
  GRADE_PRESETS,
  bestOptions,
  describeGradeFilter,
  exactToParams,
  gradeRangeOf,
  isPresetActive,
  rangeToParams,
  worstOptions,
  type GradeFilterParams,
  type GradeFilterPatch,
} from './grade-range'
import '../../components/filters/filters.css'
import './grade-range-filter.css'

const ANY = ''

function toGrade(value: string): BaseGrade | undefined {
  return (BASE_GRADES as readonly string[]).includes(value) ? (value as BaseGrade) : undefined
}

/**
 * A two-ended grade range as two selects whose options never cross (the best
 * end offers only grades at least as good as the worst end, and vice versa),
 * an exact-grade select, and presets. Native selects keep it operable with
 * the keyboard and by every screen reader; the summary line is live so each
 * change is announced ("Grades from BBB to AA").
 */
export function GradeRangeFilter({
  value,
  onChange,
}: {
  value: GradeFilterParams
  onChange: (patch: GradeFilterPatch) => void
}) {
  const id = useId()
  const { best, worst } = gradeRangeOf(value)
  const summary = describeGradeFilter(value)

  return (
    <fieldset className="filter-group grade-range-filter" aria-describedby={`${id}-summary`}>
      <legend>Rating</legend>
      <div className="grade-range-ends">
        <div className="field filter-field">
          <label htmlFor={`${id}-best`}>Best grade</label>
          <select
            id={`${id}-best`}
            value={best ?? ANY}
            onChange={(event) => onChange(rangeToParams({ best: toGrade(event.target.value), worst }))}
          >
            <option value={ANY}>Any (AAA)</option>
            {bestOptions(worst).map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
        </div>
        <div className="field filter-field">
          <label htmlFor={`${id}-worst`}>Worst grade</label>
          <select
            id={`${id}-worst`}
            value={worst ?? ANY}
            onChange={(event) => onChange(rangeToParams({ best, worst: toGrade(event.target.value) }))}
          >
            <option value={ANY}>Any (D)</option>
            {worstOptions(best).map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-summary`} className="grade-range-summary" role="status">
        {summary}
      </p>
      <div className="field filter-field">
        <label htmlFor={`${id}-exact`}>Exact grade</label>
        <select
          id={`${id}-exact`}
          value={value.rating ?? ANY}
          aria-describedby={`${id}-exact-hint`}
          onChange={(event) => onChange(exactToParams(toGrade(event.target.value)))}
        >
          <option value={ANY}>Any</option>
          {BASE_GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {grade}
            </option>
          ))}
        </select>
        <span id={`${id}-exact-hint`} className="field-hint">
          Replaces the range. BBB also matches BBB+ and BBB-.
        </span>
      </div>
      <div className="grade-range-presets" role="group" aria-label="Rating presets">
        {GRADE_PRESETS.map((preset) => {
          const active = isPresetActive(preset, value)
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(active ? rangeToParams({}) : preset.params)}
            >
              {preset.label}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
