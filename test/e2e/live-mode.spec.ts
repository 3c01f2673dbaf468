import { test, expect } from '@playwright/test'
import { connectLive, expectConnected, liveApi } from './support/live'
import { VIEWPORTS } from './support/routes'
import { navigateByMenu, waitForPageReady, watchPage } from './support/page-watch'

/**
 * The live build against a local fake of the real service (test/e2e/fake-live-api.mjs),
 * which answers like the real documentation: no pagination object, bare
 * objects, bare key array, `{ chains }`, notched grades, unknown fields.
 * No mock code is involved, so this proves the live path end to end.
 */
test.describe('live mode against the fake real service', () => {
  test('a wrong key is refused with a message and nothing is stored', async ({ page }) => {
    const watch = watchPage(page)
    watch.allow((problem) => problem.kind === 'http' && problem.text.endsWith('→ 401'))
    await connectLive(page, { key: 'sr1-wrong-key' })
    await expect(page.getByRole('form', { name: 'Connection' }).getByRole('status')).toContainText(/Could not connect/)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('connects through Settings, then browses DeFi with paging without a total, a product, infra and keys', async ({ page }) => {
    const watch = watchPage(page)
    await connectLive(page)
    await expectConnected(page)

    // DeFi list: the fake has 12 products and sends no total.
    await navigateByMenu(page, 'DeFi')
    const table = page.getByRole('table').first()
    await expect(table.getByRole('row')).toHaveCount(11) // header + 10
    await expect(page.getByText(/Showing 1–10(?! of)/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    const next = page.getByRole('button', { name: 'Next page' })
    await expect(next, 'a full page came back, so another may exist').toBeEnabled()
    await next.click()
    await expect(page).toHaveURL(/offset=10/)
    await expect(table.getByRole('row')).toHaveCount(3) // header + 2
    await expect(page.getByText(/Showing 11–12(?! of)/)).toBeVisible()
    await expect(next, 'a short page is the last one').toBeDisabled()
    // Notched grades arrive as text.
    await expect(table).toContainText(/[A-D]{1,3}[+-]/)

    // A product page from the list.
    const hrefs = await table.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    const productHref = hrefs.find((href) => /^\/defi\/[^/]+\/[^/]+$/.test(href))
    expect(productHref, 'each row links to its product page').toBeTruthy()
    const productLink = table.locator(`a[href="${productHref}"]`).first()
    const productName = (await productLink.textContent())?.trim() ?? ''
    await productLink.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    await waitForPageReady(page)

    // Infrastructure list and a provider.
    await navigateByMenu(page, 'Infrastructure')
    const infraTable = page.getByRole('table').first()
    await expect(infraTable.getByRole('row')).toHaveCount(5) // header + 4
    await infraTable.getByRole('link', { name: 'Northwind Nodes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northwind Nodes')
    await waitForPageReady(page)

    // API keys: a bare array in the answer.
    await navigateByMenu(page, 'API keys')
    // The keys table: the Usage section below has a row per key too.
    const keysTable = page.getByRole('table', { name: /API keys of this account/ })
    await expect(keysTable.getByRole('row').filter({ hasText: 'Production' })).toContainText('Active')
    await expect(keysTable.getByRole('row').filter({ hasText: 'Dashboard' })).toContainText('Active')

    expect(watch.problems(), watch.report()).toEqual([])
  })
})

test.describe('live mode on a phone, 390 × 844', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test("the header's connection chip stays on screen: a long host ends in an ellipsis, and the link still names it whole", async ({ page }) => {
    await connectLive(page)
    await expectConnected(page)
    const host = new URL(liveApi().url).host
    const chip = page.getByRole('link', { name: `Connection: Live API at ${host}. Change in Settings` })
    await expect(chip).toBeVisible()
    const box = (await chip.boundingBox())!
    expect(box.x + box.width, 'the chip ends inside the screen').toBeLessThanOrEqual(390)
    const label = chip.locator('.connection-label')
    await expect(label).toHaveText(`Live API · ${host}`)
    const shortened = await label.evaluate((element) => ({
      cut: element.scrollWidth > element.clientWidth,
      overflow: getComputedStyle(element).textOverflow,
      right: element.getBoundingClientRect().right,
    }))
    expect(shortened, 'the host is longer than the chip: it is cut with an ellipsis, inside the chip').toEqual({ cut: true, overflow: 'ellipsis', right: expect.any(Number) })
    expect(shortened.right).toBeLessThanOrEqual(box.x + box.width)
  })
})
