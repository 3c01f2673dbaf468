import { Suspense, lazy, useId } from 'react'
import { ScrollRegion } from '../../components/scroll-region'
import { formatDate, formatPercent, formatUsdFull } from '../../lib/format'
import { HISTORY_BANDS, monthlyEntries, sinceSentence, type HistoryEntry } from './portfolio-history'

// recharts stays out of the page's chunk: the table below shows the same numbers while the chart loads.
const RiskOverTimeChart = lazy(() => import('./risk-over-time-chart').then((module) => ({ default: module.RiskOverTimeChart })))

/** The chart's text alternative: the first and the last day, and whether the months before are the demo's sample. */
export function historySummary(entries: readonly HistoryEntry[]): string {
  const first = entries[0]
  const last = entries.at(-1)
  if (!first || !last) return ''
  const shares = (entry: HistoryEntry) => HISTORY_BANDS.map((band) => `${band.label} ${formatPercent(entry[band.key], 1)}`).join(', ')
  const sample = entries.some((entry) => entry.sample) ? ' The entries marked as sample are made-up demo data.' : ''
  return `Share of the value by band over ${entries.length} ${entries.length === 1 ? 'day' : 'days'}: on ${formatDate(first.date)} ${shares(first)}; on ${formatDate(last.date)} ${shares(last)}.${sample}`
}

/**
 * "Risk over time": the portfolio's kept days as a sentence, a chart of each
 * band's share by date (with its text alternative), the "Risk profile by
 * date" table (newest first) and "Export history". Only what this device kept:
 * the service has no history.
 */
export function RiskOverTimeSection({
  entries,
  today,
  printing,
  onExport,
}: {
  entries: readonly HistoryEntry[]
  today: string
  printing: boolean
  onExport: () => void
}) {
  const sentence = sinceSentence(entries, today)
  // On paper a year of days would be pages of rows: each month's last day, and a line saying where the rest is.
  const rows = printing ? monthlyEntries(entries) : entries
  const newestFirst = rows.toReversed()
  const summary = historySummary(entries)
  const captionId = useId()
  return (
    <section className="portfolio-history" aria-labelledby="portfolio-history-heading">
      <h2 id="portfolio-history-heading">Risk over time</h2>
      {entries.length === 0 ? (
        <p>The history starts once every holding has been checked: each day’s risk profile is kept on this device.</p>
      ) : (
        <>
          <p className="portfolio-history-since">{sentence}</p>
          {entries.length > 1 && (
            <figure className="portfolio-history-chart" aria-label="Risk over time: share of the value by band">
              <ul className="portfolio-history-legend" aria-hidden="true">
                {HISTORY_BANDS.map((band) => (
                  <li key={band.key} className={`portfolio-history-key is-${band.key}`}>
                    {band.label}
                  </li>
                ))}
              </ul>
              <div className="portfolio-history-chart-box">
                <Suspense fallback={null}>
                  <RiskOverTimeChart entries={entries} summary={summary} />
                </Suspense>
              </div>
              <figcaption className="visually-hidden">{summary}</figcaption>
            </figure>
          )}
          <ScrollRegion className="portfolio-history-scroll" labelledBy={captionId}>
            <table className="portfolio-exposure-table portfolio-history-table">
              <caption id={captionId}>Risk profile by date</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col" className="is-numeric">
                    Total value
                  </th>
                  <th scope="col">Median grade</th>
                  {HISTORY_BANDS.map((band) => (
                    <th key={band.key} scope="col" className="is-numeric">
                      {band.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {newestFirst.map((entry) => (
                  <tr key={entry.date}>
                    <th scope="row">
                      {formatDate(entry.date)}
                      {entry.sample && <span className="portfolio-history-sample"> (sample)</span>}
                    </th>
                    <td className="is-numeric">{formatUsdFull(entry.total_usd)}</td>
                    <td>{entry.median_grade ?? 'None rated'}</td>
                    {HISTORY_BANDS.map((band) => (
                      <td key={band.key} className="is-numeric">
                        {formatPercent(entry[band.key], 1)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {rows.length < entries.length && (
            <p className="portfolio-history-printed-note">
              The table shows the last day of each month; Export history saves all {entries.length} days.
            </p>
          )}
          <div className="button-row">
            <button type="button" onClick={onExport}>
              Export history
            </button>
          </div>
        </>
      )}
    </section>
  )
}
