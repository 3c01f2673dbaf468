import { test, expect, type Page } from '@playwright/test'
import { expectConnected, liveApi } from './support/live'
import { watchPage } from './support/page-watch'

/**
 * Bad input at the edges, from the fake live API's opt-in faults (a base URL
 * of `<api>/__fault/<kind>` breaks its rating routes only, so Connect works):
 * an HTML page or an empty body with 200 gives a clear message; 10,000 rows
 * for a page of 10 are trimmed to the page; 100 KB strings render. The tab
 * never freezes: no task longer than FROZEN_MS, and it answers at once after.
 */
const FROZEN_MS = 2_000

async function connectWithFault(page: Page, fault: string): Promise<void> {
  // Long tasks are recorded from the first document on.
  await page.addInitScript(() => {
    const record = { longest: 0 }
    Object.assign(window, { __longestTask: record })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longest = Math.max(record.longest, entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  const api = liveApi()
  await page.goto('/settings')
  await page.getByRole('radio', { name: 'Live API' }).check()
  await page.getByLabel('API base URL').fill(`${api.url}/__fault/${fault}`)
  await page.getByLabel('API key').fill(api.key)
  await page.getByRole('checkbox', { name: 'Remember on this device' }).uncheck()
  await page.getByRole('button', { name: 'Connect' }).click()
  await expectConnected(page)
}

async function expectResponsive(page: Page): Promise<void> {
  const started = Date.now()
  const longest = await page.evaluate(() => (window as unknown as { __longestTask: { longest: number } }).__longestTask.longest)
  console.log(`${test.info().title}: longest main-thread task ${Math.round(longest)} ms`)
  expect(Date.now() - started, 'the page answers at once').toBeLessThan(FROZEN_MS)
  expect(longest, 'longest main-thread task (ms)').toBeLessThan(FROZEN_MS)
}

async function openDefi(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'DeFi', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('bad input from the live API', () => {
  test('200 with an HTML page (captive portal, misconfigured proxy): a clear message', async ({ page }) => {
    const watch = watchPage(page)
    await connectWithFault(page, 'html')
    await openDefi(page)
    await expect(page.getByText(/answered with a web page, not JSON data/).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/Check the API base URL/).first()).toBeVisible()
    await expectResponsive(page)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('200 with an empty body: a clear message', async ({ page }) => {
    const watch = watchPage(page)
    await connectWithFault(page, 'empty')
    await openDefi(page)
    await expect(page.getByText('The API answered with an empty response instead of data.').first()).toBeVisible({ timeout: 20_000 })
    await expectResponsive(page)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('10,000 rows when 10 were asked: the page shows 10 and paging goes on', async ({ page }) => {
    const watch = watchPage(page)
    await connectWithFault(page, 'huge-list')
    await openDefi(page)
    const table = page.getByRole('table').first()
    await expect(table.getByRole('row')).toHaveCount(11, { timeout: 20_000 })
    await expect(page.getByText(/Showing 1–10(?! of)/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled()
    await expectResponsive(page)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('records whose strings are 100 KB: the list and a product page render', async ({ page }) => {
    const watch = watchPage(page)
    await connectWithFault(page, 'long-strings')
    await openDefi(page)
    const table = page.getByRole('table').first()
    await expect(table.getByRole('row')).toHaveCount(11, { timeout: 20_000 })
    await expectResponsive(page)
    const productLink = table.locator('a[href^="/defi/"][href*="/0x"]').first()
    await productLink.click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lorem ipsum', { timeout: 20_000 })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expectResponsive(page)
    expect(watch.problems(), watch.report()).toEqual([])
  })
})
