/**
 * What `import * as z from 'zod'` gives every module (vite.config.ts aliases
 * the bare name here): zod/mini, with `jitless` and the English messages set
 * first.
 *
 * Mini rather than classic zod: its schemas are composed from functions
 * (`z.nullish(z.string())`), so the bundle keeps only the parts we use, and a
 * schema gets no methods attached as it is built. Classic zod was the largest
 * library in the shared chunk that every page's data waits for.
 *
 * `jitless`: zod otherwise tries `new Function` once, as the first object
 * schema is built, to find out whether it may compile fast parsers; under our
 * Content-Security-Policy (no 'unsafe-eval') that try is reported as a
 * `securitypolicyviolation` even though zod catches it. Mini loads no
 * messages by itself; the English ones are what users and the mock's error
 * bodies read. As every schema module imports zod through this one, ES module
 * order runs the set-up before any schema exists, and zod stays out of the
 * start-up bundle (set up from main.tsx, it would come into it).
 */
import * as z from 'zod/mini'

z.config({ jitless: true, ...z.locales.en() })

export * from 'zod/mini'
