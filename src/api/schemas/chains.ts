import * as z from 'zod'

export const chainSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
})
export type Chain = z.infer<typeof chainSchema>

/** `{ chains: [...] }` per the real helper material; `{ data: [...] }` and a bare array are accepted too. */
export const chainsResponseSchema = z.union([
  z.pipe(z.object({ chains: z.array(chainSchema) }), z.transform((body) => body.chains)),
  z.pipe(z.object({ data: z.array(chainSchema) }), z.transform((body) => body.data)),
  z.array(chainSchema),
])
