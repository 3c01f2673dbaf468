import { test, expect } from '@playwright/test'
import { waitForPageReady, watchPage } from './support/page-watch'
import { seriousAxeViolations, watchThisPage, watchlistNavLink, watchlistRow } from './support/watchlist'

test.describe('watchlist (demo)', () => {
  test('watch a product, the demo re-rates it, Refresh shows Downgraded and the count, a reload keeps it; Mark all as seen clears it', async ({ page }) => {
    const watch = watchPage(page)
    // The best-rated product (the default sort), so the demo's re-rating is a downgrade.
    await page.goto('/defi')
    await waitForPageReady(page)
    const link = page.getByRole('table').first().getByRole('rowheader').getByRole('link').first()
    const name = (await link.textContent())?.trim() ?? ''
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await waitForPageReady(page)
    await watchThisPage(page)

    await watchlistNavLink(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible()
    const row = watchlistRow(page, name)
    await expect(row).toContainText('No change')
    await expect(watchlistNavLink(page)).toHaveAccessibleName('Watchlist')

    await page.getByRole('button', { name: 'Simulate a rating change' }).click()
    await expect(page.getByRole('status').filter({ hasText: /The demo re-rated/ })).toBeVisible()
    await page.getByRole('button', { name: 'Refresh watchlist' }).click()
    await expect(row).toContainText(/Downgraded from \S+ to \S+/, { timeout: 15_000 })
    await expect(watchlistNavLink(page)).toHaveAccessibleName('Watchlist, 1 change')
    // The re-rating is stored with the demo data, and the outdated record was never kept on the device: a reload still shows it.
    await page.reload()
    await expect(row).toContainText(/Downgraded from \S+ to \S+/, { timeout: 15_000 })
    await expect(watchlistNavLink(page)).toHaveAccessibleName('Watchlist, 1 change')
    await expect(watchlistNavLink(page)).toContainText('1')
    await expect(page.getByRole('region', { name: 'Alerts for watched items' })).toBeVisible()
    await waitForPageReady(page)
    expect(await seriousAxeViolations(page), 'axe on /watchlist').toEqual([])

    await page.getByRole('button', { name: 'Mark all as seen' }).click()
    await expect(row).toContainText('No change')
    await expect(watchlistNavLink(page)).toHaveAccessibleName('Watchlist')
    await page.reload()
    await expect(row).toContainText('No change', { timeout: 15_000 })
    await expect(watchlistNavLink(page)).toHaveAccessibleName('Watchlist')
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('with nothing watched the page explains how to watch', async ({ page }) => {
    await page.goto('/watchlist')
    await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible()
    await expect(page).toHaveTitle(/Watchlist/)
    await expect(page.getByRole('heading', { name: 'Nothing watched yet' })).toBeVisible()
    await expect(page.getByLabel('Import watchlist')).toBeVisible()
  })
})
