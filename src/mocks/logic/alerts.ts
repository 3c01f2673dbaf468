import { alertListParams } from '../../api/params/alert-params'
import { DEFAULT_LIMIT } from '../../api/params/list-defaults'
import type { Alert } from '../../api/schemas/alerts'
import type { MockDb } from '../db/db'
import { ok, type Result } from './errors'
import { addDayRange, collectPage, paramError, type ListPage, type RowFilter } from './list'

/**
 * GET /ratings/defi/alerts: always newest first (the stored order). `product`
 * is a case-insensitive substring of the product name, `contract_address` an
 * exact case-insensitive match, `protocol` and `severity` comma lists, dates whole UTC days.
 */
export function listAlerts(db: MockDb, search: URLSearchParams): Result<ListPage<Alert>> {
  const parsed = alertListParams.parseStrict(search)
  if (!parsed.ok) return paramError(parsed.issue)
  const params = parsed.params
  const records = db.catalog.alerts
  const at = (i: number) => records[i] as Alert

  const filters: RowFilter[] = []
  if (params.protocol !== undefined) {
    const protocols = new Set(params.protocol.split(','))
    filters.push((i) => protocols.has(at(i).protocol ?? ''))
  }
  if (params.product !== undefined) {
    const needle = params.product.toLowerCase()
    filters.push((i) => at(i).product?.toLowerCase().includes(needle) ?? false)
  }
  if (params.contract_address !== undefined) {
    const address = params.contract_address.toLowerCase()
    filters.push((i) => at(i).contract_address?.toLowerCase() === address)
  }
  if (params.severity !== undefined) {
    const wanted = new Set<string>(params.severity)
    filters.push((i) => wanted.has(at(i).severity ?? ''))
  }
  if (params.chain !== undefined) {
    const chainName = db.catalog.chainsBySlug.get(params.chain)?.name
    filters.push(chainName === undefined ? () => false : (i) => at(i).chain === chainName)
  }
  addDayRange(filters, (i) => at(i).detected_at, params.detected_at_gte, params.detected_at_lte)

  return ok(collectPage(records, null, filters, params.offset ?? 0, params.limit ?? DEFAULT_LIMIT))
}
