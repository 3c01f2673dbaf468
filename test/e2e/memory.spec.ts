import { test, expect, type CDPSession, type Page } from '@playwright/test'

/**
 * No memory growth over a long session: 200 client-side navigations between
 * the list pages with different filters, sorts and pages. The JS heap after a
 * forced garbage collection at the end is at most 1.5× the heap after the
 * first 20. The URLs repeat in a cycle shorter than 20, so every query the
 * cache holds exists by the first measurement: what grows after that leaks.
 */
const NAVIGATIONS = 200
const BASELINE_AFTER = 20
const URLS = [
  '/defi',
  '/defi?type=lending&sort=tvl&order=desc',
  '/infra',
  '/defi?chain=ethereum-2-0&offset=20',
  '/alerts',
  '/infra?sort=name&order=asc',
  '/defi?sort=apy&order=asc&apy_gte=1',
  '/alerts?severity=critical,high',
  '/defi?type=vault&offset=10',
  '/infra?sort=rated_at&order=desc',
  '/alerts?offset=20',
]

/** Client-side: React Router follows the history entry, no document loads. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, url)
  await expect(page.locator('main h1').first()).toBeVisible()
  // Two frames: React has rendered the new route before its busy state is read.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  // The list has answered (rows or an empty state) and nothing is loading.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null && document.querySelector('main table tbody tr, main [role="status"]') !== null, null, {
    timeout: 15_000,
  })
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

test('200 client-side navigations between filtered lists do not grow the heap', async ({ page }) => {
  test.setTimeout(240_000)
  // Instant demo answers: this measures memory, not patience.
  await page.addInitScript(() => {
    window.localStorage.setItem('ratings-dashboard:demo-controls:v1', JSON.stringify({ latencyMs: 0, errorRate: 0, rateLimitPerMinute: null }))
  })
  await page.goto('/defi')
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 })
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const cdp = await page.context().newCDPSession(page)

  let baseline = 0
  for (let step = 1; step <= NAVIGATIONS; step += 1) {
    await navigateInApp(page, URLS[step % URLS.length] ?? '/defi')
    if (step === BASELINE_AFTER) baseline = await heapAfterGc(cdp)
  }
  const end = await heapAfterGc(cdp)
  console.log(`memory: JS heap after GC ${megabytes(baseline)} after ${BASELINE_AFTER} navigations, ${megabytes(end)} after ${NAVIGATIONS} (×${(end / baseline).toFixed(2)})`)
  expect(documents, 'every navigation stayed in the page').toEqual([])
  expect(baseline).toBeGreaterThan(0)
  expect(end).toBeLessThanOrEqual(baseline * 1.5)
})
