/**
 * Zod compiles fast parsers with `new Function` when it may; to find out, it
 * tries once, and under our Content-Security-Policy (no 'unsafe-eval') that
 * try is reported as a `securitypolicyviolation` even though zod catches it.
 * `jitless` skips the try. It has to be set before the first schema is built,
 * so main.tsx imports this first; zod reads its settings from this global
 * (what `z.config()` writes), which avoids pulling zod into the entry chunk.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean }
}

const target = globalThis as ZodGlobal
target.__zod_globalConfig = { ...target.__zod_globalConfig, jitless: true }
