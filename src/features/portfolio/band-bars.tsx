import { percent, scorePercent } from '../../components/charts/bar-geometry'
import { formatPercent, formatUsdCompact } from '../../lib/format'
import type { ExposureRow } from './risk-profile'

/**
 * The chart of "Exposure by band": one bar per band, as long as its amount
 * against the largest band's, with its share and amount in words beside it,
 * so the bar's length is never the only reading. Five bars need no chart
 * library: each is a rectangle sized in percent of its row, so the chart
 * takes any width without measuring the page (recharts' chunk, its first
 * render and its size reading were most of the portfolio's first draw).
 */
export function BandBars({ rows, summary }: { rows: readonly ExposureRow[]; summary: string }) {
  const most = Math.max(...rows.map((row) => row.amountUsd), 0)
  return (
    <div className="band-bars" role="img" aria-label={summary}>
      {rows.map((row) => (
        <div key={row.key} className="band-bars-row">
          <span className="band-bars-label">{row.label}</span>
          <svg className="band-bars-track" width="100%" height="18" aria-hidden="true" focusable="false">
            <rect
              className={`portfolio-band-bar is-${row.key}`}
              width={percent(scorePercent(row.amountUsd, most) ?? 0)}
              height="100%"
              fill={`var(--band-${row.key}-fg)`}
            />
          </svg>
          <span className="band-bars-figure">
            {formatPercent(row.share, 1)} · {formatUsdCompact(row.amountUsd)}
          </span>
        </div>
      ))}
    </div>
  )
}
