import { useId } from 'react'
import { Link } from 'react-router-dom'
import { ScrollRegion } from '../../components/scroll-region'
import { formatDate, formatInteger, formatPercent, formatUsdFull } from '../../lib/format'
import { portfolioPath } from '../../lib/paths'
import type { PortfolioEntry } from './portfolio-schema'

/**
 * "All portfolios", with two or more: each one's latest day of history (its
 * last complete check), so the table sends no request. A portfolio not yet
 * checked has its positions and nothing else.
 */
export function AllPortfoliosTable({ portfolios }: { portfolios: readonly PortfolioEntry[] }) {
  const captionId = useId()
  return (
    <ScrollRegion className="portfolio-all-scroll" labelledBy={captionId}>
      <table className="portfolio-exposure-table portfolio-all-table">
        <caption id={captionId}>All portfolios</caption>
        <thead>
          <tr>
            <th scope="col">Portfolio</th>
            <th scope="col" className="is-numeric">
              Positions
            </th>
            <th scope="col" className="is-numeric">
              Total value
            </th>
            <th scope="col">Median grade</th>
            <th scope="col" className="is-numeric">
              Qualified
            </th>
            <th scope="col" className="is-numeric">
              Unrated
            </th>
            <th scope="col">As of</th>
          </tr>
        </thead>
        <tbody>
          {portfolios.map((portfolio) => {
            const latest = portfolio.history.at(-1)
            return (
              <tr key={portfolio.name}>
                <th scope="row">
                  <Link to={portfolioPath(portfolio.name)}>{portfolio.name}</Link>
                </th>
                <td className="is-numeric">{formatInteger(portfolio.positions.length)}</td>
                <td className="is-numeric">{latest ? formatUsdFull(latest.total_usd) : '–'}</td>
                <td>{latest ? (latest.median_grade ?? 'None rated') : '–'}</td>
                <td className="is-numeric">{latest ? formatPercent(latest.qualified_pct, 1) : '–'}</td>
                <td className="is-numeric">{latest ? formatPercent(latest.unrated_pct, 1) : '–'}</td>
                <td>{latest ? `${formatDate(latest.date)}${latest.sample ? ' (sample)' : ''}` : 'Not checked yet'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
