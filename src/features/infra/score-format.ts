import { formatDecimal } from '../../lib/format'
import type { CriterionPercent } from './infra-tree'

/** `75%`, with the reason when the score lies outside its bounds. */
export function formatCriterionPercent({ percent, outOfRange }: CriterionPercent): string {
  if (percent === null) return '–'
  const text = `${formatDecimal(Math.round(percent * 10) / 10)}%`
  if (outOfRange === 'above') return `${text} (above maximum)`
  if (outOfRange === 'below') return `${text} (below minimum)`
  return text
}

/** "3 of 0–5" for a criterion; a dash for what is missing. */
export function describeScore(score: number | null | undefined, min: number | null | undefined, max: number | null | undefined) {
  return `${formatDecimal(score)} within ${formatDecimal(min)}–${formatDecimal(max)}`
}
