import { test, expect, type Page } from '@playwright/test'
import { liveApi } from './support/live'
import { watchPage } from './support/page-watch'

/**
 * A first visit to a live route: the route's first API request leaves from
 * index.html's early script, before the app's start-up chunk has arrived, and
 * the app takes that answer: one request, charged once to the view.
 */

/** Stores the connection as Settings does, without running the app on this origin first (nothing cached yet). */
async function storeConnection(page: Page): Promise<void> {
  const api = liveApi()
  await page.goto('/favicon.svg')
  await page.evaluate(({ url, key }) => {
    localStorage.setItem('ratings-dashboard:connection', JSON.stringify({ mode: 'live', baseUrl: url, remember: false }))
    sessionStorage.setItem('ratings-dashboard:api-key', key)
  }, api)
}

/** GETs the page sends to the fake API, path and query. */
function apiRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(liveApi().url)) seen.push(request.url().slice(liveApi().url.length))
  })
  return seen
}

/** When the first request for `apiPath` started, and when the start-up chunk (`index-*.js`) had arrived, in the page's clock. */
function timings(page: Page, apiPath: string) {
  return page.evaluate((path) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const api = entries.find((entry) => new URL(entry.name).pathname === path)
    const entry = entries.find((candidate) => /\/assets\/index-[\w-]+\.js$/.test(new URL(candidate.name).pathname))
    return { apiStart: api?.startTime ?? null, entryEnd: entry?.responseEnd ?? null }
  }, apiPath)
}

test('a first visit to a product sends its record request before the start-up chunk has arrived, once, charged once', async ({ page }) => {
  const watch = watchPage(page)
  await storeConnection(page)
  const requests = apiRequests(page)
  // A phone's network (Lighthouse's slow 4G): on the loopback every file arrives at once, and nothing is before anything.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  const detailPath = '/ratings/defi/harbor-lend/0x0000000000000000000000000000000000a11ce0'
  await page.goto('/defi/harbor-lend/0x0000000000000000000000000000000000a11ce0')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(Product|Loading product)$/)
  await expect(page.getByText(/^This view cost \d+ credits$/)).toBeVisible()
  expect(requests.filter((request) => request === detailPath), 'one request for the record, not one early and one from the app').toHaveLength(1)
  const { apiStart, entryEnd } = await timings(page, detailPath)
  expect(apiStart).not.toBeNull()
  expect(entryEnd).not.toBeNull()
  expect(apiStart!, 'the request left before the start-up chunk had arrived').toBeLessThan(entryEnd!)
  // Counted once in the session's ledger.
  await page.getByRole('button', { name: /^Credits used this session/ }).click()
  const ledger = page.getByRole('dialog')
  await expect(ledger.getByRole('row').filter({ hasText: detailPath })).toHaveCount(1)
  expect(watch.problems(), watch.report()).toEqual([])
})

test('a list opened with a filter in its address is left to the app: one request, from the app', async ({ page }) => {
  await storeConnection(page)
  const requests = apiRequests(page)
  await page.goto('/defi?type=lending')
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible()
  expect(requests.filter((request) => request.startsWith('/ratings/defi?'))).toEqual([expect.stringContaining('type=lending')])
})
