import type { InfraListParams } from '../../api/params/infra-params'
import { formatDate } from '../../lib/format'
import { describeGradeFilter, type GradeFilterParams } from './grade-range'

/** One removable description per active filter; the grade range is one filter however many parameters it uses. */
export interface InfraFilterDescription {
  id: string
  label: string
  clear: Partial<InfraListParams>
}

function hasGradeFilter(params: GradeFilterParams): boolean {
  return params.rating !== undefined || params.rating_gte !== undefined || params.rating_lte !== undefined
}

/** Each active filter in words, in sidebar order: for the chips, the active count and the empty state. */
export function describeInfraFilters(params: InfraListParams): InfraFilterDescription[] {
  const out: InfraFilterDescription[] = []
  if (hasGradeFilter(params)) {
    out.push({
      id: 'rating',
      label: describeGradeFilter(params),
      clear: { rating: undefined, rating_gte: undefined, rating_lte: undefined },
    })
  }
  if (params.version) out.push({ id: 'version', label: `Version: ${params.version}`, clear: { version: undefined } })
  if (params.rated_at_gte) {
    out.push({ id: 'rated_at_gte', label: `Rated from ${formatDate(params.rated_at_gte)}`, clear: { rated_at_gte: undefined } })
  }
  if (params.rated_at_lte) {
    out.push({ id: 'rated_at_lte', label: `Rated until ${formatDate(params.rated_at_lte)}`, clear: { rated_at_lte: undefined } })
  }
  if (params.rated_since_gte) {
    out.push({
      id: 'rated_since_gte',
      label: `Rated since, from ${formatDate(params.rated_since_gte)}`,
      clear: { rated_since_gte: undefined },
    })
  }
  if (params.rated_since_lte) {
    out.push({
      id: 'rated_since_lte',
      label: `Rated since, until ${formatDate(params.rated_since_lte)}`,
      clear: { rated_since_lte: undefined },
    })
  }
  return out
}
