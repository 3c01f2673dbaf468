import * as z from 'zod'

/**
 * Lenient field helpers. The contract says any non-identifying field may be
 * null, missing or oddly typed in practice, so such values become null
 * instead of failing the whole response.
 */
/**
 * The longest text kept from one field. Far longer names and texts (100 KB
 * from a broken service) took seconds of layout in one table, freezing the
 * tab; no real name comes near this, and a cut one ends with an ellipsis.
 */
export const MAX_TEXT_LENGTH = 1_000

export function capText(value: string): string {
  return value.length > MAX_TEXT_LENGTH ? `${value.slice(0, MAX_TEXT_LENGTH - 1)}…` : value
}

/** A required display name (not an identifier: those are kept whole). */
export const nameField = z.pipe(z.string().check(z.minLength(1)), z.transform(capText))

export const optionalString = z.catch(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => (typeof value === 'string' ? capText(value) : value)),
  ),
  null,
)

/** What `z.preprocess` is in classic zod: `prepare` runs on the raw input, then `schema` checks the result. */
export function preprocessed<S extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: S) {
  return z.pipe(z.transform(prepare), schema)
}

/** A number, or a numeric string (some APIs send decimals as strings). */
export const optionalNumber = z.catch(
  preprocessed(
    (value) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value),
    z.nullish(z.number()),
  ),
  null,
)

/** Grades stay text: notched and unknown grades are shown as they come. */
export const gradeField = z.catch(
  preprocessed((value) => (typeof value === 'string' ? value.trim() || null : value), z.nullish(z.string())),
  null,
)

/** `YYYY-MM-DD` in the contract; kept as text so an unexpected format is shown rather than rejected. */
export const dateField = optionalString
export const timestampField = optionalString

export const paginationSchema = z.object({
  total_count: z.int().check(z.nonnegative()),
  limit: z.int().check(z.nonnegative()),
  offset: z.int().check(z.nonnegative()),
})
export type Pagination = z.infer<typeof paginationSchema>

/** `{ data: [...], pagination? }`; the real service omits pagination. */
export function listEnvelopeSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    pagination: z.catch(z.nullish(paginationSchema), null),
  })
}

/**
 * A server that sends more rows than asked (10,000 for a page of 10) is cut
 * to the page before the rows are validated: checking rows nobody will see
 * kept the main thread busy for about a second.
 */
function cutToLimit(body: unknown, limit: number | null): unknown {
  if (limit === null || typeof body !== 'object' || body === null || !('data' in body)) return body
  const rows = body.data
  return Array.isArray(rows) && rows.length > limit ? { ...body, data: rows.slice(0, limit) } : body
}

/** One page of a list as fetch-list.ts reads it: the envelope, cut to the `limit` asked for (null: not cut). */
export function pageEnvelopeSchema<T extends z.ZodMiniType>(item: T, limit: number | null) {
  return preprocessed((body) => cutToLimit(body, limit), listEnvelopeSchema(item))
}

/** Single items come as `{ data: {...} }` or as the bare object. */
export function singleEnvelopeSchema<T extends z.ZodMiniType>(item: T) {
  return z.union([z.pipe(z.object({ data: item }), z.transform((body) => (body as { data: z.output<T> }).data)), item])
}

/** The error body as our mock sends it; the client reads several other shapes too (see errors.ts). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    param: z.optional(z.string()),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
