// `node test/e2e/support/serve-build.mjs <demo|live> <port> <folder>`: Playwright's webServer (playwright.config.ts).
// Builds that bundle into the folder and serves it with `vite preview` on the port, with the strict
// Content-Security-Policy, until stopped; the folder goes with it. A bundle CI built once for the run
// (E2E_BUILT_DEMO, E2E_BUILT_LIVE) is served as it is, and kept. The build is given a key sentinel as
// VITE_API_KEY, which the budget check then looks for: a key is never a build-time setting.
import { rmSync } from 'node:fs'
import { build, preview } from 'vite'
import { BUNDLE_KEY_SENTINEL, builtOnce } from './servers.mjs'

const [kind, port, outDir] = process.argv.slice(2)
if (!['demo', 'live'].includes(kind) || !Number(port) || !outDir) {
  console.error('usage: node test/e2e/support/serve-build.mjs <demo|live> <port> <folder>')
  process.exit(2)
}
const mode = kind === 'demo' ? 'demo' : 'production'
process.env.VITE_API_KEY = BUNDLE_KEY_SENTINEL
// Vite's preview server closes and exits on SIGTERM (Playwright's shutdown); Ctrl-C exits too.
process.once('SIGINT', () => process.exit(130))
if (outDir !== builtOnce(kind)) {
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }))
  await build({ mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}
await preview({ mode, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: Number(port), strictPort: true } })
