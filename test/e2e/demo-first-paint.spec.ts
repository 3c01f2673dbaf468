import { test, expect } from '@playwright/test'
import { watchPage } from './support/page-watch'

/**
 * The demo paints while its backend starts: the shell, the page's heading and
 * its table's skeleton are drawn before the mock backend's worker is ready,
 * and the loaders' requests wait for it (nothing reaches the web server meanwhile).
 */
test('the demo draws its heading and skeleton before the mock worker is ready, then its data', async ({ page, context }) => {
  const watch = watchPage(page)
  let releaseWorker!: () => void
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve))
  let workerAsked = false
  // The worker's script is held: until it is served, the worker cannot register, and no request can reach the backend.
  await context.route('**/mockServiceWorker.js', async (route) => {
    workerAsked = true
    await workerHeld
    await route.continue()
  })
  const demoRequestsWhileHeld: string[] = []
  let held = true
  page.on('request', (request) => {
    if (held && new URL(request.url()).pathname.startsWith('/demo-api/')) demoRequestsWhileHeld.push(request.url())
  })

  await page.goto('/defi', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'DeFi ratings' })).toBeVisible()
  await expect(page.locator('.data-table-skeleton-row').first()).toBeVisible()
  await expect.poll(() => workerAsked).toBe(true)
  // Still held: what is painted was painted without the worker.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(demoRequestsWhileHeld).toEqual([])

  held = false
  releaseWorker()
  await expect(page.getByRole('table').first().locator('tbody tr:not(.data-table-skeleton-row)').first()).toContainText(/\S/)
  await expect(page.locator('.data-table-skeleton-row')).toHaveCount(0)
  expect(watch.problems(), watch.report()).toEqual([])
})
