import * as z from 'zod'
import { ALERT_SEVERITIES } from '../../lib/severity'
import { capText, optionalString, timestampField } from './common'

export const alertSeveritySchema = z.enum(ALERT_SEVERITIES)
export type AlertSeverity = z.infer<typeof alertSeveritySchema>

export const alertSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  protocol: optionalString,
  protocol_name: optionalString,
  product: optionalString,
  contract_address: optionalString,
  chain: optionalString,
  /** Text, so a severity the client does not know is shown instead of failing the list. */
  severity: optionalString,
  title: z.catch(z.pipe(z.string(), z.transform(capText)), 'Untitled alert'),
  description: optionalString,
  detected_at: timestampField,
  tx_hash: optionalString,
  source_url: optionalString,
})
export type Alert = z.infer<typeof alertSchema>
