import * as z from 'zod'
import { dateField, gradeField, nameField, optionalNumber, optionalString } from './common'

/**
 * The three-level tree of the product specification (top group → sub-group →
 * criteria). `juristiction` is spelled as the service spells it.
 */
export const INFRA_TREE = {
  business_operations: {
    delegator_protection: ['business_insurance', 'delegator_transactions', 'fund_for_delegator_protection', 'slashing_protection'],
    general_information: [
      'external_investments_and_partnerships',
      'foundation_delegations',
      'juristiction',
      'legal_entity',
      'longest_running_validator',
      'public_team',
      'terms_of_service',
    ],
    resilience_to_market_downturns: [
      'alternative_income_streams',
      'cash_reserves',
      'earnings_dashboard',
      'mev_participation',
      'provider_information_on_saum_and_costs',
    ],
  },
  reliability: {
    on_chain_metrics: ['commission_rates', 'networks', 'process_improvements', 'slashing_events', 'uptime', 'validating_since'],
    validator_maintenance: [
      'events_covered_by_monitoring',
      'maintenance_team',
      'monitoring_systems',
      'on_call_rotation',
      'shutdown_of_validators',
      'upgrading_processes',
    ],
  },
  security_setup: {
    infrastructure_setup: [
      'alarm_events',
      'alarm_systems_for_infrastructure',
      'bug_bounty_programs',
      'certifications',
      'engineering_experience',
      'geographical_diversification',
      'redundant_infrastructure_and_backups',
      'type_of_validator_infrastructure',
    ],
    internal_policies: ['access_to_production_systems', 'application_vulnerabilities', 'private_key_policy'],
  },
} as const

export const infraCriterionSchema = z.object({
  min: optionalNumber,
  max: optionalNumber,
  score: optionalNumber,
})
export type InfraCriterion = z.infer<typeof infraCriterionSchema>

/**
 * Kept as open records: the known keys above give order and labels, while a
 * criterion the real service adds later is still shown rather than dropped.
 */
export const infraRatingDataSchema = z.record(
  z.string(),
  z.catch(z.record(z.string(), z.record(z.string(), z.catch(infraCriterionSchema, { min: null, max: null, score: null }))), {}),
)
export type InfraRatingData = z.infer<typeof infraRatingDataSchema>

export const infraRatingSchema = z.object({
  name: nameField,
  version: optionalString,
  rating: gradeField,
  rated_at: dateField,
  rated_since: dateField,
  profile_url: optionalString,
  report_url: optionalString,
  rating_data: z.catch(z.nullish(infraRatingDataSchema), null),
})
export type InfraRating = z.infer<typeof infraRatingSchema>

export const INFRA_SORT_FIELDS = ['name', 'rating', 'rated_at', 'rated_since'] as const
export type InfraSortField = (typeof INFRA_SORT_FIELDS)[number]
