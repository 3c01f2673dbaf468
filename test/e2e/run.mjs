// `npm run test:e2e [-- playwright args]`: builds the live and demo bundles,
// checks the budgets, serves both with `vite preview` (with the strict CSP),
// starts the fake live API, runs Playwright against them, stops everything and
// exits with Playwright's code (or 1 when a budget failed).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { checkBudgets } from './check-budgets.mjs'
import { FAKE_LIVE_API_KEY, startFakeLiveApi } from './fake-live-api.mjs'
import { BUNDLE_KEY_SENTINEL, ROOT, buildBundle, createBuildDirs, freePort, requireChromium, startPreview } from './support/servers.mjs'

const started = Date.now()
const chrome = requireChromium()
const extraArgs = process.argv.slice(2)

const builds = createBuildDirs()
process.once('exit', builds.remove)
buildBundle('live', builds.live, { VITE_API_KEY: BUNDLE_KEY_SENTINEL })
buildBundle('demo', builds.demo, { VITE_API_KEY: BUNDLE_KEY_SENTINEL })
const budgetsPassed = checkBudgets({ liveDir: builds.live, demoDir: builds.demo, sentinel: BUNDLE_KEY_SENTINEL })

// Screenshots are kept per run; Playwright cleans only its own output folder.
rmSync(resolve(ROOT, 'test-results/screenshots'), { recursive: true, force: true })

const servers = []
let exitCode = 1
try {
  const api = await startFakeLiveApi({ port: await freePort() })
  servers.push({ stop: api.close })
  const demo = await startPreview(builds.demo)
  servers.push(demo)
  const live = await startPreview(builds.live, { PREVIEW_CONNECT_SRC: api.url })
  servers.push(live)
  console.log(`demo ${demo.url} · live ${live.url} · fake live API ${api.url}`)

  // Chosen here, not in the spec, so Playwright's retry of a failed walk replays the same seed instead of hiding it behind a new one.
  const monkeySeed = process.env.MONKEY_SEED ?? String(Math.floor(Math.random() * 2 ** 31))
  const playwright = spawn(process.execPath, [resolve(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...extraArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      E2E_DEMO_URL: demo.url,
      E2E_LIVE_URL: live.url,
      E2E_LIVE_API_URL: api.url,
      E2E_LIVE_API_KEY: FAKE_LIVE_API_KEY,
      MONKEY_SEED: monkeySeed,
    },
  })
  const stop = () => playwright.kill('SIGTERM')
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  exitCode = await new Promise((done) => playwright.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}

console.log(`e2e finished in ${((Date.now() - started) / 1000).toFixed(1)} s (results: test-results/e2e-results.json)`)
if (!budgetsPassed && exitCode === 0) exitCode = 1
process.exit(exitCode)
