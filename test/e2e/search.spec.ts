import { AxeBuilder } from '@axe-core/playwright'
import { test, expect, type Page } from '@playwright/test'
import { waitForPageReady, watchPage } from './support/page-watch'
import { VIEWPORTS } from './support/routes'

/**
 * UI-CONTRACT "Search", demo build: the header's combobox by keyboard (`/`,
 * Ctrl+K, arrows, Enter, Escape), /search?q=, a result opening its page, and
 * what it costs: one index build (every page of both lists at 100 a page),
 * then nothing for the next search. Axe on the open listbox and on /search.
 */

/** The index's requests: both lists read whole, sorted by name, 100 a page. */
function indexRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/\/ratings\/(defi|infra)$/.test(url.pathname) && url.searchParams.get('limit') === '100' && url.searchParams.get('sort') === 'name') seen.push(url)
  })
  return seen
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)
}

test.describe('search at 1280 px', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('/ and Ctrl+K focus it; arrows and Enter open a product; one index build, then a second search sends nothing', async ({ page }) => {
    const watch = watchPage(page)
    const index = indexRequests(page)
    await page.goto('/alerts')
    await waitForPageReady(page)
    const field = page.getByRole('combobox', { name: 'Search ratings' })
    await expect(field).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('/')
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('')
    await page.keyboard.type('atom stratgey')
    const listbox = page.getByRole('listbox', { name: 'Search results' })
    await expect(listbox).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    const products = listbox.getByRole('group', { name: 'DeFi products' }).getByRole('option')
    await expect(products.first()).toHaveAccessibleName(/^ATOM Strategy Vault, on .+, rated [A-D]/)
    expect(await products.count()).toBeLessThanOrEqual(5)
    await expect.poll(() => index.length, { message: 'every page of both lists, once' }).toBe(5)
    expect(await seriousAxe(page), 'axe with the listbox open').toEqual([])
    await page.screenshot({ path: 'test-results/screenshots/search-listbox-desktop-light.png' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: 'test-results/screenshots/search-listbox-desktop-dark.png' })
    await page.emulateMedia({ colorScheme: 'light' })

    await page.keyboard.press('ArrowDown')
    const first = products.first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '')
    const name = ((await first.locator('.search-option-name').innerText()) ?? '').trim()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(/\/defi\/[^/]+\/[^/]+$/)

    const before = index.length
    await page.locator('body').click({ position: { x: 5, y: 400 } })
    await page.keyboard.press('Control+k')
    await expect(field).toBeFocused()
    await page.keyboard.type('sol lending')
    await expect(listbox.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expect(listbox).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect(index.length, 'the second search reads the index it has').toBe(before)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('Enter with no option opens /search?q=, whose tables link each match to its page; the index survives a reload', async ({ page }) => {
    const index = indexRequests(page)
    await page.goto('/')
    await waitForPageReady(page)
    const field = page.getByRole('combobox', { name: 'Search ratings' })
    await field.click()
    await field.fill('vault')
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible()
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=vault$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    await expect(page).toHaveTitle(/Search/)
    const products = page.getByRole('table', { name: 'DeFi products' })
    await expect(products.getByRole('row').nth(1)).toBeVisible()
    // The device's records answer at once; the whole index follows.
    await expect(page.getByText(/Building the search index/)).toHaveCount(0)
    await expect(page.getByText(/^No platform matches "vault"\.$|^\d+ match/).first()).toBeVisible()
    expect(await seriousAxe(page), 'axe on /search').toEqual([])
    await page.screenshot({ path: 'test-results/screenshots/search-page-desktop-light.png', fullPage: true })

    const link = products.getByRole('rowheader').first().getByRole('link')
    const name = (await link.innerText()).trim()
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect(index).toHaveLength(5)

    await page.goto('/search?q=zzqqx')
    await expect(page.getByText('No product, platform or provider matches "zzqqx".')).toBeVisible()
    await page.goto('/search?q=northgate')
    await expect(page.getByRole('table', { name: 'Infrastructure providers' }).getByRole('link').first()).toHaveText(/^Northgate/)
    await page.waitForLoadState('networkidle')
    expect(index, 'a reload finds the index kept on the device').toHaveLength(5)
  })
})

test.describe('search at 390 px', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('a header button "Search" reveals the field; a tapped option opens its page', async ({ page }) => {
    const watch = watchPage(page)
    await page.goto('/infra')
    await waitForPageReady(page)
    const field = page.getByRole('combobox', { name: 'Search ratings' })
    await expect(field).toBeHidden()
    const button = page.getByRole('button', { name: 'Search', exact: true })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(field).toBeFocused()
    await page.keyboard.type('northgate')
    const listbox = page.getByRole('listbox', { name: 'Search results' })
    const option = listbox.getByRole('group', { name: 'Infrastructure providers' }).getByRole('option').first()
    await expect(option).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    expect(await seriousAxe(page), 'axe with the listbox open on a phone').toEqual([])
    await page.screenshot({ path: 'test-results/screenshots/search-listbox-phone-light.png' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: 'test-results/screenshots/search-listbox-phone-dark.png' })
    const name = ((await option.locator('.search-option-name').innerText()) ?? '').trim()
    // Tapped by its name: the list can still reorder as the last typed letters' results arrive.
    await listbox.getByRole('option', { name }).first().click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(field).toBeHidden()

    await page.keyboard.press('/')
    await expect(field).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
    expect(watch.problems(), watch.report()).toEqual([])
  })
})
