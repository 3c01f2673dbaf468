import { formatInteger } from '../../lib/format'
import { creditUsage, USAGE_LEVEL_SHORT_TEXT, USAGE_LEVEL_TEXT } from './key-helpers'
import './keys.css'

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 })

/**
 * The share of the credit limit used, as a bar and as words: the level
 * ("Nearing the limit") is spelled out, so colour never carries it alone.
 */
export function CreditUsageMeter({ used, limit, name }: { used: number | null | undefined; limit: number | null | undefined; name: string }) {
  const usage = creditUsage(used, limit)
  if (!usage || limit === null || limit === undefined) return null
  const spent = used ?? 0
  const share = percent.format(usage.ratio)
  const levelText = USAGE_LEVEL_TEXT[usage.level]
  return (
    <div className={`credit-usage usage-${usage.level}`} data-level={usage.level}>
      <div
        className="credit-usage-track"
        role="meter"
        aria-label={`Credit usage of ${name}`}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(spent, limit)}
        aria-valuetext={`${share} of the limit used (${formatInteger(spent)} of ${formatInteger(limit)}): ${levelText}`}
      >
        <div className="credit-usage-fill" style={{ width: `${Math.min(100, usage.ratio * 100)}%` }} />
      </div>
      <span className="credit-usage-text">
        {share}
        {usage.level !== 'ok' && (
          <span className="credit-usage-level">
            {' · '}
            <span aria-hidden="true" title={levelText}>
              {USAGE_LEVEL_SHORT_TEXT[usage.level]}
            </span>
            <span className="visually-hidden">{levelText}</span>
          </span>
        )}
      </span>
    </div>
  )
}
