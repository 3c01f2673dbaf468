import { ALERT_SEVERITIES } from '../../lib/severity'
import { defineListParams, type ParamsOf } from './define-list-params'
import { commaListParam, dateParam, limitParam, offsetParam, slugListParam, slugParam, textParam } from './fields'
import { PAGE_DEFAULTS } from './list-defaults'

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

export const alertListParams = defineListParams(alertListFields, PAGE_DEFAULTS)
export type AlertListParams = ParamsOf<typeof alertListFields>
