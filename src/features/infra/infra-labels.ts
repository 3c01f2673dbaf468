import { INFRA_TREE } from '../../api/schemas/infra'

type TreeKey<T> = T extends Record<string, infer S> ? keyof T | (S extends Record<string, readonly (infer C)[]> ? keyof S | C : never) : never
type InfraKey = Extract<TreeKey<typeof INFRA_TREE>, string>

/**
 * A label for every key of the methodology's tree. Written out rather than
 * derived, because acronyms (SAUM, MEV) and the service's spelling
 * `juristiction` need a person's wording.
 */
export const INFRA_LABELS: Record<InfraKey, string> = {
  business_operations: 'Business operations',
  reliability: 'Reliability',
  security_setup: 'Security setup',

  delegator_protection: 'Delegator protection',
  general_information: 'General information',
  resilience_to_market_downturns: 'Resilience to market downturns',
  on_chain_metrics: 'On-chain metrics',
  validator_maintenance: 'Validator maintenance',
  infrastructure_setup: 'Infrastructure setup',
  internal_policies: 'Internal policies',

  business_insurance: 'Business insurance',
  delegator_transactions: 'Delegator transactions',
  fund_for_delegator_protection: 'Fund for delegator protection',
  slashing_protection: 'Slashing protection',
  external_investments_and_partnerships: 'External investments and partnerships',
  foundation_delegations: 'Foundation delegations',
  juristiction: 'Jurisdiction',
  legal_entity: 'Legal entity',
  longest_running_validator: 'Longest running validator',
  public_team: 'Public team',
  terms_of_service: 'Terms of service',
  alternative_income_streams: 'Alternative income streams',
  cash_reserves: 'Cash reserves',
  earnings_dashboard: 'Earnings dashboard',
  mev_participation: 'MEV participation',
  provider_information_on_saum_and_costs: 'Provider information on SAUM and costs',
  commission_rates: 'Commission rates',
  networks: 'Networks',
  process_improvements: 'Process improvements',
  slashing_events: 'Slashing events',
  uptime: 'Uptime',
  validating_since: 'Validating since',
  events_covered_by_monitoring: 'Events covered by monitoring',
  maintenance_team: 'Maintenance team',
  monitoring_systems: 'Monitoring systems',
  on_call_rotation: 'On-call rotation',
  shutdown_of_validators: 'Shutdown of validators',
  upgrading_processes: 'Upgrading processes',
  alarm_events: 'Alarm events',
  alarm_systems_for_infrastructure: 'Alarm systems for infrastructure',
  bug_bounty_programs: 'Bug bounty programs',
  certifications: 'Certifications',
  engineering_experience: 'Engineering experience',
  geographical_diversification: 'Geographical diversification',
  redundant_infrastructure_and_backups: 'Redundant infrastructure and backups',
  type_of_validator_infrastructure: 'Type of validator infrastructure',
  access_to_production_systems: 'Access to production systems',
  application_vulnerabilities: 'Application vulnerabilities',
  private_key_policy: 'Private key policy',
}

/** A key the service adds later still reads as words: `new_key_name` → "New key name". */
export function infraLabel(key: string): string {
  const known = (INFRA_LABELS as Record<string, string>)[key]
  if (known) return known
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}
