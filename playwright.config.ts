import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { FAKE_LIVE_API_KEY } from './test/e2e/fake-live-api.mjs'

/**
 * Browser tests against both production builds, each built and served by `vite preview` with the strict
 * Content-Security-Policy, and the live build against a local fake of the service: `webServer` below starts
 * all three, so `npx playwright test` runs alone.
 */
const CI = Boolean(process.env.CI)

/** Free loopback ports, found by a short-lived Node process (a config is read synchronously). */
function freePorts(count: number): string {
  const script = `const net = require('node:net')
Promise.all(Array.from({ length: ${count} }, () => new Promise((done) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => done(port)) })
}))).then((ports) => console.log(ports.join(',')))`
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()
}

// Chosen once, by the runner: its workers inherit the environment, so they read the same ports, and a retry of the
// monkey walk replays the same seed instead of hiding a failure behind a new one.
if (!process.env.E2E_PORTS) {
  process.env.E2E_PORTS = freePorts(3)
  process.env.MONKEY_SEED ??= String(Math.floor(Math.random() * 2 ** 31))
}
const [demoPort, livePort, apiPort] = process.env.E2E_PORTS.split(',')
/** The folder each build is served from: the one CI built once for the run (.ci/run), else a fresh one per port. */
const buildDir = (kind: 'demo' | 'live', port: string | undefined) =>
  resolve(process.env[kind === 'demo' ? 'E2E_BUILT_DEMO' : 'E2E_BUILT_LIVE'] ?? `node_modules/.cache/e2e-builds/${kind}-${port}`)
Object.assign(process.env, {
  E2E_LIVE_API_URL: `http://127.0.0.1:${apiPort}`,
  E2E_LIVE_API_KEY: FAKE_LIVE_API_KEY,
  E2E_DEMO_DIR: buildDir('demo', demoPort),
  E2E_LIVE_DIR: buildDir('live', livePort),
})

/** One build, served on its port (budgets.spec.ts checks the built folders). */
const servedBuild = (kind: 'demo' | 'live', port: string | undefined, env: Record<string, string> = {}) => ({
  name: kind,
  command: `node test/e2e/support/serve-build.mjs ${kind} ${port} ${buildDir(kind, port)}`,
  url: `http://127.0.0.1:${port}`,
  env,
  timeout: 180_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
})

function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

const executablePath = chromiumPath()

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  webServer: [
    { name: 'fake live API', command: `node test/e2e/fake-live-api.mjs ${apiPort}`, wait: { stdout: /fake live API on/ } },
    servedBuild('demo', demoPort),
    servedBuild('live', livePort, { PREVIEW_CONNECT_SRC: `http://127.0.0.1:${apiPort}` }),
  ],
  use: {
    ...devices['Desktop Chrome'],
    screenshot: 'only-on-failure',
    // Recording a trace for every test is slow on a small machine: only the retry on CI records one.
    trace: 'on-first-retry',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'demo',
      testIgnore: /(live|nginx)-.*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      name: 'live',
      testMatch: /live-.*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${livePort}` },
    },
  ],
})
