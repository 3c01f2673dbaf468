import { ALERT_SEVERITIES } from '../../domain/severities'
import { defineListParams, type ParamsOf } from './define-list-params'
import { DEFAULT_LIMIT, commaListParam, dateParam, limitParam, offsetParam, slugListParam, slugParam, textParam } from './fields'

export const alertListFields = {
  /** One platform slug, or several comma-separated (contract 5.9). */
  protocol: slugListParam,
  product: textParam,
  contract_address: textParam,
  severity: commaListParam(ALERT_SEVERITIES),
  chain: slugParam,
  detected_at_gte: dateParam,
  detected_at_lte: dateParam,
  limit: limitParam,
  offset: offsetParam,
}

export const alertListParams = defineListParams(alertListFields, { limit: DEFAULT_LIMIT, offset: 0 })
export type AlertListParams = ParamsOf<typeof alertListFields>
