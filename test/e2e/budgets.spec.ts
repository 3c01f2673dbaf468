import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'

/**
 * The size and hygiene budgets of the two builds the browser tests are served (test/e2e/check-budgets.mjs, which
 * prints every figure): start-up JS, a product page's JS, no mock code in the live build, compressed copies, no key.
 */
test('both builds keep their budgets', () => {
  const live = process.env.E2E_LIVE_DIR
  const demo = process.env.E2E_DEMO_DIR
  if (!live || !demo) throw new Error('E2E_LIVE_DIR and E2E_DEMO_DIR are unset: run the browser tests with `npx playwright test`.')
  const result = spawnSync(process.execPath, ['test/e2e/check-budgets.mjs', '--dist', live, '--demo-dist', demo], { encoding: 'utf8' })
  console.log(result.stdout)
  expect(result.status, result.stdout + result.stderr).toBe(0)
})
