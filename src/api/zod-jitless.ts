/**
 * What `import * as z from 'zod'` gives every module (vite.config.ts aliases
 * the bare name here): zod itself, with `jitless` set first. Zod otherwise
 * tries `new Function` once, as the first object schema is built, to find out
 * whether it may compile fast parsers; under our Content-Security-Policy (no
 * 'unsafe-eval') that try is reported as a `securitypolicyviolation` even
 * though zod catches it. As every schema module imports zod through this one,
 * ES module order runs the switch before any schema exists, and zod stays out
 * of the start-up bundle (setting it from main.tsx cost 3.8 KB gzip there).
 */
import * as z from 'zod/v4'

z.config({ jitless: true })

export * from 'zod/v4'
