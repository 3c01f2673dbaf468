import { test, expect } from '@playwright/test'
import { connectLive, expectConnected, liveApi } from './support/live'
import { waitForPageReady, watchPage } from './support/page-watch'
import { watchThisPage, watchlistNavLink, watchlistRow } from './support/watchlist'

// The fake's second product: Quillstone Vaults, rated A (test/e2e/fake-live-api.mjs).
const PRODUCT = { name: 'Quillstone ETH Market 2', path: '/defi/quillstone-vaults/0x0000000000000000000000000000000000a11ce1' }

test.describe('watchlist (live API)', () => {
  test('watch a product, the server downgrades it, Refresh watchlist after a reload shows Downgraded and the count; Mark all as seen clears it', async ({ page, request }) => {
    // The fake keeps its state for the whole run: a retry must start from the seed's A, not the BBB set below.
    const api = liveApi()
    const reset = await request.post(`${api.url}/__control/defi-grade`, {
      data: { contract_address: '0x0000000000000000000000000000000000a11ce1', rating: null },
    })
    expect(reset.status()).toBe(204)
    const watch = watchPage(page)
    await connectLive(page)
    await expectConnected(page)
    await page.goto(PRODUCT.path)
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible()
    await waitForPageReady(page)
    await watchThisPage(page)
    // The latest alerts at the page's foot are asked for once they near the viewport, which on a busy
    // machine came after the page had settled: leaving while that request was on its way cancelled it
    // (a failed request to the watch). Scrolled to its foot, the page asks for them now, and settles after.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await waitForPageReady(page)

    await watchlistNavLink(page).click()
    const row = watchlistRow(page, PRODUCT.name)
    await expect(row).toContainText('No change')
    // The page's alerts for the watched platforms may still be on their way: a reload would cancel them (CI saw
    // `net::ERR_ABORTED` on that request once), and the watch counts a cancelled request as a failure.
    await waitForPageReady(page)

    const changed = await request.post(`${api.url}/__control/defi-grade`, {
      data: { contract_address: '0x0000000000000000000000000000000000a11ce1', rating: 'BBB', rated_at: '2026-11-20' },
    })
    expect(changed.status()).toBe(204)

    // A reload may read the record kept on this device for its freshness window (nothing is paid for
    // twice); "Refresh watchlist" asks the server again, because the person asked.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible()
    await page.getByRole('button', { name: 'Refresh watchlist' }).click()
    await expect(row).toContainText('Downgraded from A to BBB', { timeout: 15_000 })
    await expect(watchlistNavLink(page)).toHaveAccessibleName('Watchlist, 1 change')

    await page.getByRole('button', { name: 'Mark all as seen' }).click()
    await expect(row).toContainText('No change')
    await expect(watchlistNavLink(page)).toHaveAccessibleName('Watchlist')
    expect(watch.problems(), watch.report()).toEqual([])
  })
})
