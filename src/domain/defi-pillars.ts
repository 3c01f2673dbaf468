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
