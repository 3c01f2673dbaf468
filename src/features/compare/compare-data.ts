import type { DefiRating } from '../../api/schemas/defi'
import { DEFI_PILLARS, type DefiPillar, PILLAR_LABELS, pillarAverageScore, pillarGrade, scoreAxisMax } from '../../lib/defi-pillars'
import { formatDecimal, shortenAddress } from '../../lib/format'

/** One pillar in the compare chart: a score and a grade per product, in URL order. */
export interface CompareChartRow {
  pillar: DefiPillar
  label: string
  scores: Array<number | null>
  grades: Array<string | null>
}

/** Product names, with the platform (and if need be the address) added where names clash. */
export function compareLabels(products: readonly DefiRating[]): string[] {
  const count = (key: (product: DefiRating) => string, product: DefiRating) =>
    products.filter((other) => key(other) === key(product)).length
  return products.map((product) => {
    if (count((p) => p.name, product) === 1) return product.name
    if (count((p) => `${p.name} ${p.provider_name}`, product) === 1) return `${product.name} (${product.provider_name})`
    return `${product.name} (${product.provider_name}, ${shortenAddress(product.contract_address)})`
  })
}

export function compareChartRows(products: readonly DefiRating[]): CompareChartRow[] {
  return DEFI_PILLARS.map((pillar) => ({
    pillar,
    label: PILLAR_LABELS[pillar],
    scores: products.map((product) => pillarAverageScore(product.rating_data, pillar)),
    grades: products.map((product) => pillarGrade(product.rating_data, pillar)),
  }))
}

/** Flat rows for recharts (`score0`, `grade0`, …). */
export function toRechartsRows(rows: readonly CompareChartRow[]): Array<Record<string, string | number | null>> {
  return rows.map((row) => {
    const flat: Record<string, string | number | null> = { label: row.label }
    row.scores.forEach((score, index) => {
      flat[`score${index}`] = score
      flat[`grade${index}`] = row.grades[index] ?? null
    })
    return flat
  })
}

export function compareAxisMax(rows: readonly CompareChartRow[]): number {
  return scoreAxisMax(rows.flatMap((row) => row.scores))
}

export function compareChartSummary(rows: readonly CompareChartRow[], labels: readonly string[], axisMax: number): string {
  const parts = rows.map(
    (row) =>
      `${row.label}: ${labels
        .map((label, index) => `${label} ${row.grades[index] ?? 'not graded'} (${row.scores[index] === null ? 'no score' : formatDecimal(row.scores[index])})`)
        .join(', ')}`,
  )
  return `Average sub-category score per pillar on a scale of 0 to ${formatDecimal(axisMax)}, with the pillar grade. ${parts.join('. ')}.`
}
