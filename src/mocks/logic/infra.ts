import { DEFAULT_LIMIT } from '../../api/params/list-defaults'
import { infraListParams } from '../../api/params/infra-params'
import type { InfraRating } from '../../api/schemas/infra'
import { baseGrade, gradeInBaseRange } from '../../lib/grades'
import type { MockDb } from '../db/db'
import { notFound, ok, type Result } from './errors'
import { addDayRange, collectPage, paramError, type ListPage, type RowFilter } from './list'

/**
 * GET /ratings/infra. Grade filters take base grades; a notched grade
 * matches its base (`BBB+` is a `BBB`), and `rating_gte=A` means "A or
 * better". Without sort and order it sorts by rating ascending (worst first),
 * as the service does.
 */
export function listInfra(db: MockDb, search: URLSearchParams): Result<ListPage<InfraRating>> {
  const parsed = infraListParams.parseStrict(search)
  if (!parsed.ok) return paramError(parsed.issue)
  const params = parsed.params
  const { records, sort } = db.catalog.infra
  const at = (i: number) => records[i] as InfraRating

  const filters: RowFilter[] = []
  if (params.rating !== undefined) filters.push((i) => baseGrade(at(i).rating) === params.rating)
  if (params.rating_gte !== undefined || params.rating_lte !== undefined) {
    // "gte" = at least as good, so it bounds the range on the worse side; "lte" bounds the better side.
    filters.push((i) => gradeInBaseRange(at(i).rating, params.rating_lte, params.rating_gte))
  }
  if (params.version !== undefined) filters.push((i) => at(i).version === params.version)
  // A re-rated provider (demo) is found by its new date, as the server would: background checks ask for what was re-rated since.
  addDayRange(filters, (i) => (db.state.rerated.infra.get(i) ?? at(i)).rated_at, params.rated_at_gte, params.rated_at_lte)
  addDayRange(filters, (i) => at(i).rated_since, params.rated_since_gte, params.rated_since_lte)

  // Asked for neither, the service sorts by rating ascending, worst first (contract 5.7); the dashboard's
  // best-first default is a view of ours, always sent explicitly.
  const asked = search.has('sort') || search.has('order')
  const order = asked ? sort.order(params.sort ?? 'rating', params.order ?? 'asc') : sort.order('rating', 'asc')
  const page = collectPage(records, order, filters, params.offset ?? 0, params.limit ?? DEFAULT_LIMIT)
  const rerated = db.state.rerated.infra
  if (rerated.size === 0) return ok(page)
  // Rows of re-rated providers (demo) show their new record; see simulateRatingChange.
  const replaced = new Map<InfraRating, InfraRating>()
  for (const [index, record] of rerated) replaced.set(records[index] as InfraRating, record)
  return ok({ ...page, data: page.data.map((row) => replaced.get(row) ?? row) })
}

/** GET /ratings/infra/{slug} */
export function getInfraProvider(db: MockDb, slug: string): Result<{ data: InfraRating }> {
  const index = db.catalog.infra.bySlug.get(slug)
  const record = index === undefined ? undefined : (db.state.rerated.infra.get(index) ?? db.catalog.infra.records[index])
  return record ? ok({ data: record }) : notFound(`No infrastructure provider has the slug "${slug}".`)
}
