import { memo, useState } from 'react'
import { ChartFigure } from '../../components/charts/chart-figure'
import { GradeBadge } from '../../components/grade-badge'
import { BAND_LABELS, gradeBand } from '../../lib/grades'
import { formatPercent, formatUsdFull } from '../../lib/format'
import { BandBars } from './band-bars'
import type { ExposureRow, RiskProfile } from './risk-profile'

/** [UI contract] "Weakest holdings" lists the ten worst, then a button shows the rest. */
export const WEAKEST_SHOWN = 10

/** The chart's text alternative: every band's share, in words. */
export function bandSummary(rows: readonly ExposureRow[]): string {
  return `Share of the portfolio's value by band: ${rows.map((row) => `${row.label} ${formatPercent(row.share, 1)}`).join(', ')}.`
}

function ExposureTable({ caption, firstHeader, rows }: { caption: string; firstHeader: string; rows: readonly ExposureRow[] }) {
  return (
    <table className="portfolio-exposure-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstHeader}</th>
          <th scope="col" className="is-numeric">
            Amount
          </th>
          <th scope="col" className="is-numeric">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="is-numeric">{formatUsdFull(row.amountUsd)}</td>
            <td className="is-numeric">{formatPercent(row.share, 1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * "Risk profile": the total, the value-weighted median grade, where the value
 * sits by band (chart and table), by platform and by chain, and the holdings
 * below the Qualified band. Every figure comes from risk-profile.ts.
 */
export const RiskProfileSection = memo(function RiskProfileSection({
  profile,
  checking,
  printing,
  changes,
}: {
  profile: RiskProfile
  checking: number
  printing: boolean
  /** "Since you last looked (…): 2 downgrades, 1 upgrade", or null when nothing changed. */
  changes: string | null
}) {
  const median = profile.medianGrade
  const [allWeakest, setAllWeakest] = useState(false)
  const weakest = allWeakest || printing ? profile.weakest : profile.weakest.slice(0, WEAKEST_SHOWN)
  return (
    <section className="portfolio-profile" aria-labelledby="portfolio-profile-heading">
      <h2 id="portfolio-profile-heading">Risk profile</h2>
      {changes && <p className="portfolio-changes">{changes}</p>}
      <dl className="portfolio-figures">
        <div>
          <dt>Total value</dt>
          <dd>{formatUsdFull(profile.totalUsd)}</dd>
        </div>
        <div>
          <dt>Rated value</dt>
          <dd>{formatUsdFull(profile.ratedUsd)}</dd>
        </div>
      </dl>
      {median ? (
        <p className="portfolio-median">
          Half of the value is rated <strong>{median}</strong> or better.
          <span className="portfolio-median-band"> {BAND_LABELS[gradeBand(median)]} band; unrated value left out.</span>
        </p>
      ) : (
        <p className="portfolio-median">None of the value is rated yet, so there is no median grade.</p>
      )}
      {checking > 0 && (
        <p className="portfolio-muted">
          {checking} {checking === 1 ? 'holding is' : 'holdings are'} still being checked and {checking === 1 ? 'counts' : 'count'} as Unrated until
          {checking === 1 ? ' its rating arrives' : ' their ratings arrive'}.
        </p>
      )}
      <div className="portfolio-profile-grid">
        <ChartFigure title="Exposure by band" headingLevel={3} className="portfolio-band-chart">
          <BandBars rows={profile.bands} summary={bandSummary(profile.bands)} />
        </ChartFigure>
        <ExposureTable caption="Exposure by band" firstHeader="Band" rows={profile.bands} />
        <ExposureTable caption="Exposure by platform" firstHeader="Platform" rows={profile.platforms} />
        <ExposureTable caption="Exposure by chain" firstHeader="Chain" rows={profile.chains} />
      </div>
      <section className="portfolio-weakest" aria-labelledby="portfolio-weakest-heading">
        <h3 id="portfolio-weakest-heading">Weakest holdings</h3>
        {profile.weakest.length === 0 ? (
          <p>None: every rated holding is in the Qualified band (BBB- or better).</p>
        ) : (
          <ol className="portfolio-weakest-list">
            {weakest.map((holding) => (
              <li key={holding.id}>
                <GradeBadge grade={holding.grade} /> {holding.name}
                {' · '}
                <span className="portfolio-weakest-amount">{formatUsdFull(holding.amountUsd)}</span>
              </li>
            ))}
          </ol>
        )}
        {weakest.length < profile.weakest.length && (
          <button type="button" className="portfolio-weakest-all" onClick={() => setAllWeakest(true)}>
            Show all {profile.weakest.length} weakest holdings
          </button>
        )}
      </section>
    </section>
  )
})
