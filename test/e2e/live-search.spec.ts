import { test, expect, type Page } from '@playwright/test'
import { connectLive, expectConnected, liveApi, storedQueries } from './support/live'
import { waitForPageReady, watchPage } from './support/page-watch'
import { VIEWPORTS } from './support/routes'

/**
 * UI-CONTRACT "Search", live build against the fake service: the first search
 * asks before it spends ("Build the search index", with Build index and
 * Cancel); Cancel sends nothing and searches what the device holds; Build
 * index reads every page of both lists once (100 a page: the fake's lists fit
 * one page each), and after that, reloads included, a search sends nothing.
 */

/** Every request the page sends to the fake API. */
function apiRequests(page: Page): URL[] {
  const { url } = liveApi()
  const seen: URL[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(url) && request.method() === 'GET') seen.push(new URL(request.url()))
  })
  return seen
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`live at ${size} width: asks first, Cancel spends nothing, Build index reads both lists once and is kept`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    const watch = watchPage(page)
    await connectLive(page)
    await expectConnected(page)
    await page.goto('/defi')
    await waitForPageReady(page)
    const requests = apiRequests(page)

    const field = page.getByRole('combobox', { name: 'Search ratings' })
    const open = async () => {
      if (size === 'phone' && !(await field.isVisible())) await page.getByRole('button', { name: 'Search', exact: true }).click()
      await field.click()
    }
    await open()
    await field.fill('harbor')
    const dialog = page.getByRole('dialog', { name: 'Build the search index' })
    await expect(dialog).toBeVisible()
    // The fake sends no totals, as the real service: the estimate says so rather than guess.
    await expect(dialog.getByText(/unknown until the last page|records in \d+ requests?/)).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/search-live-question-${size}-light.png` })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(field).toBeFocused()
    await expect(page.getByText(/^Searching the \d+ records already on this device$/)).toBeVisible()
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toHaveAccessibleName(/^Harbor/)
    expect(requests, 'Cancel sends nothing').toEqual([])

    // A new tab session asks again, and this time builds.
    await page.reload()
    await waitForPageReady(page)
    await open()
    await field.fill('harbor')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Build index' }).click()
    await expect(dialog).toBeHidden()
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option')
    await expect(options.first()).toHaveAccessibleName(/^Harbor .*, on Harbor Lend, rated /)
    await expect(page.getByText(/already on this device/)).toHaveCount(0)
    const built = requests.filter((url) => url.searchParams.get('limit') === '100')
    expect(built.map((url) => `${url.pathname}?${url.searchParams.get('offset')}`)).toEqual(['/ratings/defi?0', '/ratings/infra?0'])
    await field.press('Escape')
    await page.getByRole('button', { name: /^Credits used this session/ }).click()
    const ledger = page.getByRole('table', { name: 'Requests this session' })
    await expect(ledger.getByRole('row').filter({ hasText: 'limit=100' })).toHaveCount(2)
    await page.keyboard.press('Escape')

    await storedQueries(page, '"search","index"')
    await page.reload()
    await waitForPageReady(page)
    const before = requests.length
    await open()
    await field.fill('tidepool')
    await expect(options.first()).toHaveAccessibleName(/^Tidepool Infra, rated /)
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=tidepool$/)
    await expect(page.getByRole('table', { name: 'Infrastructure providers' }).getByRole('link', { name: 'Tidepool Infra' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(requests.slice(before), 'after the build, a search (reloads included) sends nothing').toEqual([])
    expect(watch.problems(), watch.report()).toEqual([])
  })
}
