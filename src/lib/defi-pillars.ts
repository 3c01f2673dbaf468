/** Sub-category keys per pillar, exactly as the contract lists them. */
export const DEFI_SUB_CATEGORIES = {
  operations: ['documentation_transparency', 'financial_resilience', 'governance', 'team_legal_compliance'],
  security: ['key_management_permissions', 'smart_contract_security'],
  strategy: [
    'collateral',
    'infra_counterparty_exposures',
    'liquidity',
    'market',
    'protocol_counterparty_exposures',
    'protocol_mechanics',
  ],
} as const
export type DefiPillar = keyof typeof DEFI_SUB_CATEGORIES
export const DEFI_PILLARS = Object.keys(DEFI_SUB_CATEGORIES) as DefiPillar[]

/**
 * Each pillar's weight in the real methodology's overall score. Only here:
 * every reading that weighs pillars against each other uses this table.
 */
export const PILLAR_WEIGHTS: Readonly<Record<DefiPillar, number>> = {
  security: 0.4,
  strategy: 0.3,
  operations: 0.3,
}

/*
 * A rating's pillar block as api/schemas/defi.ts reads it (its shape is built from DEFI_SUB_CATEGORIES above), written
 * out here because the schemas import this module.
 */
interface PillarBlock {
  rating?: string | null
  sub_categories?: Readonly<Record<string, number | null | undefined>> | null
}
type DefiCategoryBlock = { readonly [P in DefiPillar]?: PillarBlock | null }

export const PILLAR_LABELS: Record<DefiPillar, string> = {
  operations: 'Operations',
  security: 'Security',
  strategy: 'Strategy',
}

type SubCategoryKey = (typeof DEFI_SUB_CATEGORIES)[DefiPillar][number]

export const SUB_CATEGORY_LABELS: Record<SubCategoryKey, string> = {
  documentation_transparency: 'Documentation & transparency',
  financial_resilience: 'Financial resilience',
  governance: 'Governance',
  team_legal_compliance: 'Team, legal & compliance',
  key_management_permissions: 'Key management & permissions',
  smart_contract_security: 'Smart contract security',
  collateral: 'Collateral',
  infra_counterparty_exposures: 'Infra counterparty exposures',
  liquidity: 'Liquidity',
  market: 'Market',
  protocol_counterparty_exposures: 'Protocol counterparty exposures',
  protocol_mechanics: 'Protocol mechanics',
}

/** A readable label for any key, including ones a future methodology adds (`new_thing` → `New thing`). */
export function subCategoryLabel(key: string): string {
  if (Object.hasOwn(SUB_CATEGORY_LABELS, key)) return SUB_CATEGORY_LABELS[key as SubCategoryKey]
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}

function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** One pillar's sub-category scores in the contract's order; null where a score is missing. */
export function pillarScores(block: DefiCategoryBlock | null | undefined, pillar: DefiPillar): Array<{ key: string; score: number | null }> {
  const scores = (block?.[pillar]?.sub_categories ?? {}) as Record<string, unknown>
  return DEFI_SUB_CATEGORIES[pillar].map((key) => ({ key, score: isScore(scores[key]) ? scores[key] : null }))
}

/**
 * Plain mean of a pillar's known sub-category scores, or null when it has
 * none. The methodology's own weighting is not published per sub-category,
 * so this is a summary for the chart, not the grade's formula.
 */
export function pillarAverageScore(block: DefiCategoryBlock | null | undefined, pillar: DefiPillar): number | null {
  const known = pillarScores(block, pillar)
    .map((entry) => entry.score)
    .filter(isScore)
  if (known.length === 0) return null
  return Math.round((known.reduce((sum, value) => sum + value, 0) / known.length) * 10) / 10
}

/** The grade of one pillar, or null. */
export function pillarGrade(block: DefiCategoryBlock | null | undefined, pillar: DefiPillar): string | null {
  return block?.[pillar]?.rating ?? null
}

/**
 * Upper end of a score axis: 100, unless the data goes beyond it (the
 * contract does not promise a 0..100 scale).
 */
export function scoreAxisMax(values: ReadonlyArray<number | null | undefined>): number {
  const max = values.filter(isScore).reduce((top, value) => Math.max(top, value), 0)
  return max > 100 ? Math.ceil(max) : 100
}

/** True when a block carries at least one pillar grade or score. */
export function hasCategoryData(block: DefiCategoryBlock | null | undefined): boolean {
  if (!block) return false
  return DEFI_PILLARS.some((pillar) => pillarGrade(block, pillar) !== null || pillarAverageScore(block, pillar) !== null)
}
