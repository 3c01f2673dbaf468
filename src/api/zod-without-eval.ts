/**
 * Zod compiles fast parsers with `new Function` when it may; to find out, it
 * tries once, as the first object schema is built, and under our
 * Content-Security-Policy (no 'unsafe-eval') that try is reported as a
 * `securitypolicyviolation` even though zod catches it. `jitless`, zod's
 * documented switch for such pages, skips the try. main.tsx imports this
 * module first, so ES module order runs it before any module builds a schema.
 */
import * as z from 'zod'

z.config({ jitless: true })
