import { formatInteger, formatPercent } from '../../lib/format'
import { NEAR_LIMIT_TEXT, type KeyUsageRow } from './usage-forecast'

const ROW_HEIGHT = 40
const BAR_HEIGHT = 14

/**
 * Credits used per key as horizontal bars, the label and figure written
 * above each bar. Plain SVG: the keys page loads no chart library. The table
 * beside it holds the same numbers for reading and assistive technology.
 */
export function UsageBars({ rows }: { rows: readonly KeyUsageRow[] }) {
  const most = Math.max(...rows.map((row) => row.used), 0)
  const height = rows.length * ROW_HEIGHT
  return (
    <svg className="keys-usage-bars" role="img" width="100%" height={height} aria-labelledby="usage-bars-title">
      <title id="usage-bars-title">Credits used per key (the table below has the same numbers)</title>
      {rows.map((row, index) => {
        const top = index * ROW_HEIGHT
        const width = most > 0 ? (row.used / most) * 100 : 0
        return (
          <g key={row.id}>
            <text className="keys-usage-bar-label" x="0" y={top + 14}>
              {`${row.label}: ${formatInteger(row.used)} (${formatPercent(row.share, 1)})${row.nearLimit ? ` · ⚠ ${NEAR_LIMIT_TEXT}` : ''}`}
            </text>
            <rect className="keys-usage-bar-track" x="0" y={top + 20} width="100%" height={BAR_HEIGHT} rx="3" />
            {width > 0 && (
              <rect
                className={`keys-usage-bar${row.nearLimit ? ' is-near-limit' : ''}`}
                x="0"
                y={top + 20}
                width={`${Math.max(width, 0.5)}%`}
                height={BAR_HEIGHT}
                rx="3"
              />
            )}
          </g>
        )
      })}
    </svg>
  )
}
