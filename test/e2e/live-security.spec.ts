import { test, expect, type Page } from '@playwright/test'
import { connectLive, expectConnected, liveApi } from './support/live'
import { navigateByMenu, waitForPageReady, watchPage } from './support/page-watch'

/**
 * The API key is a secret: after connecting in live mode with a known key and
 * browsing, it appears in no request URL, not in the address bar, not in the
 * console, and not in localStorage unless "Remember on this device" is ticked.
 * The pages run under the strict Content-Security-Policy without a violation.
 */
const BROWSE = ['/', '/defi', '/infra', '/alerts', '/keys', '/settings']

async function storage(page: Page, area: 'localStorage' | 'sessionStorage'): Promise<string> {
  return page.evaluate((name) => {
    const store = window[name]
    return Object.keys(store)
      .map((key) => `${key}=${store.getItem(key) ?? ''}`)
      .join('\n')
  }, area)
}

async function browseByNavigation(page: Page) {
  for (const name of ['Overview', 'DeFi', 'Infrastructure', 'Alerts', 'API keys', 'Settings']) await navigateByMenu(page, name)
}

test.describe('the API key stays secret (live build)', () => {
  test('never in a URL, the console or localStorage when not remembered; CSP holds', async ({ page }) => {
    const { key } = liveApi()
    const watch = watchPage(page)
    const locations: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) locations.push(frame.url())
    })

    await connectLive(page, { remember: false })
    await expectConnected(page)
    await browseByNavigation(page)
    // A reload keeps the tab's session key; every route straight from the address bar too.
    for (const path of BROWSE) {
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      await waitForPageReady(page)
    }

    expect(watch.requestUrls.length).toBeGreaterThan(10)
    expect(watch.requestUrls.filter((url) => url.includes(key))).toEqual([])
    expect(locations.filter((url) => url.includes(key))).toEqual([])
    expect(page.url()).not.toContain(key)
    expect(watch.consoleTexts.filter((text) => text.includes(key))).toEqual([])
    expect(await storage(page, 'localStorage')).not.toContain(key)
    expect(await storage(page, 'sessionStorage'), 'kept for this tab only').toContain(key)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('kept in localStorage only when "Remember on this device" is ticked, and removed when unticked', async ({ page }) => {
    const { key } = liveApi()
    await connectLive(page, { remember: true })
    await expectConnected(page)
    expect(await storage(page, 'localStorage')).toContain(key)

    await connectLive(page, { remember: false })
    await expectConnected(page)
    expect(await storage(page, 'localStorage')).not.toContain(key)
  })

  test('the key is sent only as the X-API-Key header', async ({ page }) => {
    const { key, url } = liveApi()
    const apiRequests: { url: string; header: string | undefined }[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(url) && request.method() !== 'OPTIONS') {
        apiRequests.push({ url: request.url(), header: request.headers()['x-api-key'] })
      }
    })
    await connectLive(page)
    await expectConnected(page)
    await navigateByMenu(page, 'DeFi')
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible()
    expect(apiRequests.length).toBeGreaterThan(1)
    for (const request of apiRequests) {
      expect(request.header).toBe(key)
      expect(request.url).not.toContain(key)
    }
  })
})
