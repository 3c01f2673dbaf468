/**
 * InvalidParamsNotice: names the URL parameters that were dropped because
 * their values were invalid ("Ignored invalid parameter: limit=-3"), so a
 * mistyped or outdated link explains itself instead of silently changing.
 */
import type { ParamIssue } from '../../api/params/define-list-params'

export function invalidParamsText(issues: readonly ParamIssue[]): string {
  const list = issues.map((issue) => `${issue.param}=${issue.value}`).join(', ')
  return `Ignored invalid ${issues.length === 1 ? 'parameter' : 'parameters'}: ${list}`
}

export function InvalidParamsNotice({ issues }: { issues: readonly ParamIssue[] }) {
  if (!issues.length) return null
  return (
    <div className="notice notice-warning" role="status">
      <p>{invalidParamsText(issues)}</p>
      <ul className="field-hint">
        {issues.map((issue) => (
          <li key={issue.param}>
            {issue.param}: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
