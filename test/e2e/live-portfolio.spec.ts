import { test, expect } from '@playwright/test'
import { connectLive, expectConnected, liveApi, storedQueries } from './support/live'
import { waitForPageReady, watchPage } from './support/page-watch'
import { countApiRequests, csvLine, expectChecked, holdingsTable, importPositions, portfolioCsv } from './support/portfolio'

/** Twenty of the fake service's products: its twelve, and eight of its bulk platform's (test/e2e/fake-live-api.mjs). */
function twentyFakeProducts(): string[] {
  const platforms = ['harbor-lend', 'quillstone-vaults', 'mosswater-staking']
  const address = (base: number, index: number) => `0x${(base + index).toString(16).padStart(40, '0')}`
  return [
    ...Array.from({ length: 12 }, (_, index) => csvLine(`/defi/${platforms[index % 3]}/${address(0xa11ce0, index)}`, 1000 * (index + 1))),
    ...Array.from({ length: 8 }, (_, index) => csvLine(`/defi/bulkhead-finance/${address(0xb0b000, index)}`, 250_000)),
  ]
}

test.describe('portfolio (live API)', () => {
  test('opening /portfolio with 20 positions whose records are on this device sends no request', async ({ page }) => {
    test.setTimeout(120_000)
    const watch = watchPage(page)
    const requests = countApiRequests(page, (url) => url.origin === new URL(liveApi().url).origin)
    await connectLive(page)
    await expectConnected(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
    requests.reset()
    await importPositions(page, portfolioCsv(twentyFakeProducts()))
    await expectChecked(page, 'Checked 20 products: 20 requests, 0 from the cache.')
    await expect(holdingsTable(page).getByRole('rowheader')).toHaveCount(20)
    await waitForPageReady(page)
    expect(requests.details()).toBe(20)
    expect(requests.alerts()).toBe(1)
    const opened = requests.all()
    await expect(page.getByText(/^This view cost [\d,]+ credits/)).toBeVisible()

    await storedQueries(page, '"defi","detail"', 20)
    requests.reset()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
    await expectChecked(page, 'Checked 20 products: 0 requests, 20 from the cache.')
    await expect(holdingsTable(page).getByRole('rowheader')).toHaveCount(20)
    await expect(page.getByText('This view cost 0 credits (cached)')).toBeVisible()
    await waitForPageReady(page)
    expect(requests.all(), 'reopening within the freshness window').toBe(0)

    await page.getByRole('button', { name: 'Refresh holdings' }).click()
    await expectChecked(page, 'Checked 20 products: 20 requests, 0 from the cache.')
    expect(requests.details()).toBe(20)
    console.log(`live, 20 positions: opening sent ${opened} requests, reopening 0, refreshing ${requests.details()} detail requests`)
    // The key is never printed or stored with the positions.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(liveApi().key)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('a downgrade on the server shows in the Change column after Refresh holdings; the day is kept; a second portfolio and back send nothing', async ({ page, request }) => {
    test.setTimeout(120_000)
    const api = liveApi()
    // The third product (the watchlist's test re-grades the second, perhaps at the same time in another worker).
    const regraded = '0x0000000000000000000000000000000000a11ce2'
    // The fake keeps its state for the whole run: a retry starts from the seed's grade.
    expect((await request.post(`${api.url}/__control/defi-grade`, { data: { contract_address: regraded, rating: null } })).status()).toBe(204)
    const watch = watchPage(page)
    const requests = countApiRequests(page, (url) => url.origin === new URL(api.url).origin)
    await connectLive(page)
    await expectConnected(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click()
    await importPositions(page, portfolioCsv(twentyFakeProducts().slice(0, 3)))
    await expectChecked(page, 'Checked 3 products: 3 requests, 0 from the cache.')
    const history = page.getByRole('region', { name: 'Risk over time' })
    await expect(history.getByText('The history starts today.')).toBeVisible()
    await expect(history.getByRole('table', { name: 'Risk profile by date' }).getByRole('row')).toHaveCount(2)

    expect((await request.post(`${api.url}/__control/defi-grade`, { data: { contract_address: regraded, rating: 'D', rated_at: '2026-11-20' } })).status()).toBe(204)
    await page.getByRole('button', { name: 'Refresh holdings' }).click()
    await expectChecked(page, 'Checked 3 products: 3 requests, 0 from the cache.')
    await expect(holdingsTable(page).getByRole('cell', { name: /^Downgraded from \S+ to D$/ })).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Risk profile', exact: true }).getByText(/^Since you last looked \(.+\): 1 downgrade$/)).toBeVisible()
    await page.getByRole('button', { name: 'Mark all as seen' }).click()
    await expect(holdingsTable(page).getByRole('cell', { name: /^Downgraded from/ })).toHaveCount(0)
    await expect(page.getByText(/^Since you last looked/)).toHaveCount(0)

    requests.reset()
    await page.getByRole('button', { name: 'New portfolio' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill('Fund B')
    await page.getByRole('button', { name: 'Create portfolio' }).click()
    await expect(page).toHaveURL(/portfolio=Fund\+B$/)
    await expect(page.getByRole('table', { name: 'All portfolios' }).getByRole('rowheader')).toHaveText(['My portfolio', 'Fund B'])
    await page.goBack()
    await expectChecked(page, 'Checked 3 products: 0 requests, 3 from the cache.')
    expect(requests.details(), 'a new portfolio and back within the freshness window').toBe(0)
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(api.key)
    expect((await request.post(`${api.url}/__control/defi-grade`, { data: { contract_address: regraded, rating: null } })).status()).toBe(204)
    expect(watch.problems(), watch.report()).toEqual([])
  })
})
