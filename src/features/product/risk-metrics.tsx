import type { RiskMetrics as RiskMetricsData } from '../../api/schemas/defi'
import { formatCompactInteger, formatInteger, formatPercent, formatUsdCompact, formatUsdFull } from '../../lib/format'

/** The APY as sent, when two decimals would round it; otherwise the usual two-decimal form. */
function exactPercent(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || Number(value.toFixed(2)) === value) return formatPercent(value)
  return `${value}%`
}

function MetricCard({ label, short, full }: { label: string; short: string; full: string }) {
  return (
    <div className="metric-card">
      <dt>{label}</dt>
      <dd className="metric-value" title={full}>
        <span aria-hidden={short !== full}>{short}</span>
        {/* The exact figure is printed too, so keyboard and touch readers need no hover to get it. */}
        {short !== full && <span className="metric-full">{full}</span>}
      </dd>
    </div>
  )
}

/** TVL, APY and users as cards: compact figures, full values on hover and beneath. */
export function RiskMetrics({ metrics }: { metrics: RiskMetricsData }) {
  return (
    <section aria-labelledby="risk-metrics-heading" className="product-section">
      <h2 id="risk-metrics-heading">Risk metrics</h2>
      <dl className="metric-cards">
        <MetricCard label="TVL" short={formatUsdCompact(metrics.tvl)} full={formatUsdFull(metrics.tvl)} />
        <MetricCard label="APY" short={formatPercent(metrics.apy)} full={exactPercent(metrics.apy)} />
        <MetricCard label="Users" short={formatCompactInteger(metrics.users)} full={formatInteger(metrics.users)} />
      </dl>
    </section>
  )
}
