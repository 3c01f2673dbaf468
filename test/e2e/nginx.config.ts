import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * Only for test/e2e/nginx-proxy.mjs: the smoke test through nginx running the
 * README's server block, at the address it passes in E2E_NGINX_URL. Results go
 * to their own file, so CI can count them next to the other browser tests.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /nginx-.*\.spec\.ts$/,
  outputDir: '../../test-results/nginx-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/nginx-results.json' }]],
  // nginx-proxy.mjs serves the build itself.
  webServer: undefined,
  projects: [{ name: 'nginx', use: { baseURL: process.env.E2E_NGINX_URL ?? 'http://127.0.0.1:8080' } }],
})
