import { test, expect, type Page } from '@playwright/test'
import { waitForPageReady } from './support/page-watch'

/** Anything that tells a person "loading": skeleton bars or rows, and regions marked busy. */
const LOADING_INDICATOR = '[aria-busy="true"], .skeleton-bar, .overview-skeleton'

/** Counts the page's requests still on their way (the demo's are answered by its service worker). */
function watchRequestsInFlight(page: Page): () => number {
  const open = new Set<unknown>()
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => open.size
}

/** The first platform and product links of the DeFi table. */
async function detailPaths(page: Page): Promise<{ platform: string; product: string }> {
  await page.goto('/defi')
  await waitForPageReady(page)
  const hrefs = await page.getByRole('table').first().locator('tbody a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const product = hrefs.find((href) => /^\/defi\/[^/?#]+\/[^/?#]+$/.test(href))
  if (!product) throw new Error('The DeFi table shows no product link.')
  // A product's path starts with its platform's (the Platform column starts hidden at a laptop's width).
  const platform = product.split('/').slice(0, 3).join('/')
  return { platform, product }
}

test.describe('blocks that wait for the viewport', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('show no loading indicator while no request is on its way, and load when reached', async ({ page }) => {
    const { platform, product } = await detailPaths(page)
    const inFlight = watchRequestsInFlight(page)
    for (const path of ['/', platform, product]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Data on screen and no request on its way: whatever still says "loading" is not loading anything.
      await expect(page.locator('main .grade-badge').first()).toBeVisible()
      await expect.poll(inFlight, { message: `requests in flight on ${path}` }).toBe(0)
      await expect(page.locator(LOADING_INDICATOR), `a loading indicator with no request on ${path}`).toHaveCount(0)

      const latest = page.getByRole('region', { name: 'Latest alerts' })
      if (path === '/') continue
      await expect(latest).toContainText('Alerts load when you reach them.')
      // Reached, the alerts come in and the block is no longer waiting.
      await latest.scrollIntoViewIfNeeded()
      await expect(latest.getByRole('listitem').first().or(latest.getByText(/^No alerts about this/))).toBeVisible()
      await expect(latest).not.toContainText('Alerts load when you reach them.')
      await expect.poll(inFlight, { message: `requests in flight on ${path} after scrolling` }).toBe(0)
      await expect(page.locator(LOADING_INDICATOR)).toHaveCount(0)
    }
  })
})
