import { formatInteger, formatPercent } from '../../lib/format'
import { NEAR_LIMIT_TEXT, type KeyUsageRow } from './usage-forecast'

/**
 * Credits used per key as horizontal bars, each under its label and figure.
 * Plain HTML boxes, not a chart library: the keys page loads none, and the
 * labels wrap on a phone instead of being cut. A key near its limit says so
 * in words as well as in the bar's colour; the table below holds the same
 * numbers.
 */
export function UsageBars({ rows }: { rows: readonly KeyUsageRow[] }) {
  const most = Math.max(...rows.map((row) => row.used), 0)
  return (
    <ul className="keys-usage-bars" aria-label="Credits used per key, as bars">
      {rows.map((row) => {
        const width = most > 0 ? (row.used / most) * 100 : 0
        return (
          <li key={row.id} className="keys-usage-bars-row">
            <span className="keys-usage-bar-label">
              {`${row.label}: ${formatInteger(row.used)} (${formatPercent(row.share, 1)})`}
              {row.nearLimit && <span className="keys-usage-flag">{` ⚠ ${NEAR_LIMIT_TEXT}`}</span>}
            </span>
            <span className="keys-usage-bar-track" aria-hidden="true">
              {width > 0 && <span className={`keys-usage-bar${row.nearLimit ? ' is-near-limit' : ''}`} style={{ width: `${Math.max(width, 0.5)}%` }} />}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
