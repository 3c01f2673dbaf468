import * as z from 'zod'
import { BASE_GRADES } from '../../lib/grades'

/**
 * Field schemas for query parameters. Each takes the raw string from a URL or
 * a request and yields the typed value; the same schemas validate the mock
 * backend's requests (400 on failure) and the dashboard's URLs (dropped).
 */
export const dateParam = z.iso.date()

export const nonNegativeNumberParam = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'must be a non-negative number')), z.transform(Number)),
  z.number(),
)

export const nonNegativeIntParam = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, 'must be a non-negative integer')), z.transform(Number)),
  z.int().check(z.lte(Number.MAX_SAFE_INTEGER)),
)

/** [ours] The real maximum is unknown; the mock allows 1..100 and the dashboard offers these. */
export const LIMIT_MAX = 100
export const PAGE_SIZES = [10, 25, 50, 100] as const

export const limitParam = z.pipe(nonNegativeIntParam, z.number().check(z.gte(1), z.lte(LIMIT_MAX)))
export const offsetParam = nonNegativeIntParam

export const orderParam = z.enum(['asc', 'desc'])
export type SortOrder = z.infer<typeof orderParam>

export const slugParam = z.string().check(z.trim(), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (a-z, 0-9 and -)'))

/** [ours] At most this many slugs in one comma-separated filter (the alerts `protocol`). */
export const SLUG_LIST_MAX = 50

/**
 * `aave,compound` (one or more slugs, comma-separated): kept as the canonical
 * comma string (trimmed, duplicates dropped, order kept), so a single slug is
 * still a plain slug to every caller, and the cache key is the request's value.
 */
export const slugListParam = z.pipe(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((raw) => [...new Set(raw.split(',').map((part) => part.trim()).filter(Boolean))]),
    ),
    z
      .array(slugParam)
      .check(z.minLength(1, 'must name at least one slug'), z.maxLength(SLUG_LIST_MAX, `must name at most ${SLUG_LIST_MAX} slugs`)),
  ),
  z.transform((list) => list.join(',')),
)

export const versionParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
export const textParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(200))

export const baseGradeParam = z.enum(BASE_GRADES)

/** `high,critical` ⇄ `['high', 'critical']`, deduplicated, in the enum's order. */
export function commaListParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((raw) => raw.split(',').map((part) => part.trim()).filter(Boolean)),
      ),
      z.array(z.enum(values)).check(z.minLength(1)),
    ),
    z.transform((list) => values.filter((value) => list.includes(value)) as Array<T[number]>),
  )
}
