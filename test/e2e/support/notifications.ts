import { expect, type Page } from '@playwright/test'
import { waitForPageReady } from './page-watch'
import { watchThisPage } from './watchlist'

export function notificationsButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
}

export function checksSection(page: Page) {
  return page.getByRole('region', { name: 'Background checks' })
}

/** Watches the best-rated DeFi product (so the demo's re-rating is a downgrade) and returns its name. */
export async function watchTopProduct(page: Page): Promise<string> {
  await page.goto('/defi')
  await waitForPageReady(page)
  const link = page.getByRole('table').first().getByRole('rowheader').getByRole('link').first()
  const name = (await link.textContent())?.trim() ?? ''
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await waitForPageReady(page)
  await watchThisPage(page)
  // The platform's alerts at the page's foot load as they near the viewport: asked for now, so leaving cancels nothing.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await waitForPageReady(page)
  return name
}

/** "Simulate a rating change" on the watchlist, waiting for the page to settle. */
export async function simulateChange(page: Page): Promise<void> {
  await goInApp(page, 'Watchlist')
  await page.getByRole('button', { name: 'Simulate a rating change' }).click()
  await expect(page.getByRole('status').filter({ hasText: /The demo re-rated/ })).toBeVisible()
  await waitForPageReady(page)
}

/** Requests for ratings data this page sends (demo or live), as path and query. */
export function countRatingRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/\/ratings\//.test(url.pathname)) seen.push(`${url.pathname}${url.search}`)
  })
  return seen
}

/** A check's alerts request: one per check that found something to read. */
export const isChecksAlertsRequest = (line: string) => line.includes('/ratings/defi/alerts') && line.includes('severity=high%2Ccritical')

/**
 * Follows the main navigation's link, as a person would: the demo's re-rating marks the cached record outdated in
 * this page's memory, which a reload would forget (the record kept on the device is then fresh for its window).
 */
export async function goInApp(page: Page, name: 'Watchlist' | 'Settings'): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${name}`) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}
