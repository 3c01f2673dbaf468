import { DEFI_PILLARS, type DefiPillar, type DefiRating } from '../../api/schemas/defi'
import { PILLAR_LABELS, pillarAverageScore, pillarGrade, scoreAxisMax } from '../../lib/defi-categories'
import { formatDecimal } from '../../lib/format'
import { toSlug } from '../../lib/slug'

/** One pillar in the compare chart: a score and a grade per product, in URL order. */
export interface CompareChartRow {
  pillar: DefiPillar
  label: string
  scores: Array<number | null>
  grades: Array<string | null>
}

/** Product names, with the platform added where two products share a name. */
export function compareLabels(products: readonly DefiRating[]): string[] {
  return products.map((product) => {
    const shared = products.filter((other) => other.name === product.name).length > 1
    return shared ? `${product.name} (${product.provider_name})` : product.name
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

export function productHref(product: Pick<DefiRating, 'provider_name' | 'contract_address'>): string {
  return `/defi/${toSlug(product.provider_name)}/${encodeURIComponent(product.contract_address)}`
}
