import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests against the production builds, served by `vite preview`.
 * test/e2e/run.mjs builds both bundles, starts the servers on free ports and
 * passes their addresses in E2E_DEMO_URL, E2E_LIVE_URL and E2E_LIVE_API_URL.
 */
const CI = Boolean(process.env.CI)

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
      use: { baseURL: process.env.E2E_DEMO_URL ?? 'http://localhost:4173' },
    },
    {
      name: 'live',
      testMatch: /live-.*\.spec\.ts$/,
      use: { baseURL: process.env.E2E_LIVE_URL ?? 'http://localhost:4174' },
    },
  ],
})
