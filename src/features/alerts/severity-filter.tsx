import type { AlertSeverity } from '../../api/schemas/alerts'
import { SeverityBadge } from '../../components/severity-badge'
import { SEVERITIES_MOST_SEVERE_FIRST } from '../../lib/severity'

/**
 * Severity as a group of checkboxes (a native multi-select is awkward by
 * keyboard and touch). None checked means every severity.
 */
export function SeverityFilter({
  value,
  onChange,
}: {
  value: readonly AlertSeverity[] | undefined
  onChange: (next: AlertSeverity[] | undefined) => void
}) {
  const selected = new Set(value ?? [])
  function toggle(severity: AlertSeverity, checked: boolean) {
    const next = new Set(selected)
    if (checked) next.add(severity)
    else next.delete(severity)
    const list = SEVERITIES_MOST_SEVERE_FIRST.filter((item) => next.has(item))
    onChange(list.length ? list : undefined)
  }
  return (
    <fieldset className="filter-group alerts-severity-filter">
      <legend>Severity</legend>
      {SEVERITIES_MOST_SEVERE_FIRST.map((severity) => (
        <label key={severity} className="choice">
          <input type="checkbox" checked={selected.has(severity)} onChange={(event) => toggle(severity, event.target.checked)} />
          <SeverityBadge severity={severity} />
        </label>
      ))}
      <p className="field-hint">None checked shows every severity.</p>
    </fieldset>
  )
}
