import type { AlertListParams } from '../../api/params/alert-params'
import type { Chain } from '../../api/schemas/chains'
import { shortenAddress } from '../../lib/format'
import { SEVERITY_LABELS } from '../../lib/severity'
import { DETECTED_PRESETS, detectedChoiceOf } from './detected-range'

export interface AlertFilterDescription {
  /** The URL parameter(s) it stands for; also the chip's id. */
  id: string
  label: string
  /** The patch that removes it. */
  clear: Partial<AlertListParams>
}

/**
 * The active filters of an alerts view as people read them ("Severity: High,
 * Critical", "Detected: Last 7 days"), for the chips, the count and the
 * empty state. A preset range is one filter, as it was one choice.
 */
export function describeAlertFilters(
  params: AlertListParams,
  chains: readonly Chain[] | undefined,
  now: Date,
): AlertFilterDescription[] {
  const out: AlertFilterDescription[] = []
  if (params.protocol) out.push({ id: 'protocol', label: `Protocol: ${params.protocol}`, clear: { protocol: undefined } })
  if (params.product) out.push({ id: 'product', label: `Product: ${params.product}`, clear: { product: undefined } })
  if (params.contract_address) {
    out.push({
      id: 'contract_address',
      label: `Contract: ${shortenAddress(params.contract_address)}`,
      clear: { contract_address: undefined },
    })
  }
  if (params.severity?.length) {
    out.push({
      id: 'severity',
      label: `Severity: ${params.severity.map((severity) => SEVERITY_LABELS[severity]).join(', ')}`,
      clear: { severity: undefined },
    })
  }
  if (params.chain) {
    const name = chains?.find((chain) => chain.slug === params.chain)?.name ?? params.chain
    out.push({ id: 'chain', label: `Chain: ${name}`, clear: { chain: undefined } })
  }
  const choice = detectedChoiceOf(params, now)
  if (choice !== 'any' && choice !== 'custom') {
    const preset = DETECTED_PRESETS.find((item) => item.id === choice)!
    out.push({ id: 'detected', label: `Detected: ${preset.label}`, clear: { detected_at_gte: undefined, detected_at_lte: undefined } })
  } else if (choice === 'custom') {
    if (params.detected_at_gte) {
      out.push({ id: 'detected_at_gte', label: `Detected from ${params.detected_at_gte}`, clear: { detected_at_gte: undefined } })
    }
    if (params.detected_at_lte) {
      out.push({ id: 'detected_at_lte', label: `Detected to ${params.detected_at_lte}`, clear: { detected_at_lte: undefined } })
    }
  }
  return out
}
