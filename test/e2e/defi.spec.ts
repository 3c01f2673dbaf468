import { test, expect, type Page } from '@playwright/test'
import { waitForPageReady, watchPage } from './support/page-watch'

/** Records the list requests (`/ratings/defi` exactly, not chains or details) the page sends to the mock API. */
function countListRequests(page: Page, path = '/demo-api/ratings/defi') {
  const seen: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname === path) seen.push(url)
  })
  return seen
}

function table(page: Page) {
  return page.getByRole('table', { name: 'DeFi product ratings' })
}

function header(page: Page, name: string) {
  return table(page).getByRole('columnheader', { name: new RegExp(`^${name}\\b`) })
}

/** Real rows on screen, not dimmed (the previous page stays visible, aria-busy, while the next loads). */
async function settled(page: Page) {
  await expect(table(page).locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible()
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true')
}

test.describe('DeFi ratings', () => {
  test('a shared URL reproduces the view, with every control reflecting it', async ({ page }) => {
    const watch = watchPage(page)
    const list = countListRequests(page)
    // `sort` without `order` is ascending, as in the API.
    await page.goto('/defi?type=lending&sort=tvl&limit=25')
    await waitForPageReady(page)
    await settled(page)

    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(filters.getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
    await expect(filters.getByText('1 filter active')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    await expect(header(page, 'TVL')).toHaveAttribute('aria-sort', 'ascending')
    await expect(header(page, 'Rating')).toHaveAttribute('aria-sort', 'none')
    await expect(page.getByRole('button', { name: 'Remove filter Type: Lending' })).toBeVisible()

    // The Type column found by its header, wherever the column order puts it.
    const typeIndex = (await table(page).locator('thead th').allInnerTexts()).findIndex((text) => text.trim() === 'Type')
    expect(typeIndex, 'a Type column').toBeGreaterThanOrEqual(0)
    const types = await table(page)
      .locator('tbody tr')
      .evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent?.trim()), typeIndex)
    expect(types.length).toBeGreaterThan(0)
    expect(types.length).toBeLessThanOrEqual(25)
    expect(new Set(types)).toEqual(new Set(['Lending']))
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible()

    expect(list).toHaveLength(1)
    expect(Object.fromEntries(list[0]!.searchParams)).toMatchObject({ type: 'lending', sort: 'tvl', order: 'asc', limit: '25', offset: '0' })
    await expect(page).toHaveURL(/\/defi\?type=lending&sort=tvl&limit=25$/)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('walk-through: sort by TVL, filter lending, page 2, Back twice costs 4 list requests', async ({ page }) => {
    const list = countListRequests(page)
    const chains = countListRequests(page, '/demo-api/ratings/defi/chains')
    await page.goto('/defi')
    await waitForPageReady(page)
    await settled(page)

    await table(page).getByRole('button', { name: 'TVL' }).click()
    await expect(page).toHaveURL(/\/defi\?sort=tvl&order=desc$/)
    await expect(header(page, 'TVL')).toHaveAttribute('aria-sort', 'descending')
    await settled(page)

    await page.getByRole('combobox', { name: 'Type' }).selectOption('lending')
    await expect(page).toHaveURL(/\/defi\?type=lending&sort=tvl&order=desc$/)
    await settled(page)

    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/defi\?type=lending&sort=tvl&order=desc&offset=10$/)
    await expect(page.getByText(/^Showing 11–20 of \d+$/)).toBeVisible()
    await settled(page)

    await page.goBack()
    await expect(page).toHaveURL(/\/defi\?type=lending&sort=tvl&order=desc$/)
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
    await page.goBack()
    await expect(page).toHaveURL(/\/defi\?sort=tvl&order=desc$/)
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('')
    await settled(page)

    // Give a stray request the chance to show up before counting.
    await page.waitForLoadState('networkidle')
    expect(list.map((url) => url.search)).toHaveLength(4)
    expect(chains).toHaveLength(1)
  })

  test('typed filters apply after a pause with one request, and Back restores the previous view', async ({ page }) => {
    const list = countListRequests(page)
    await page.goto('/defi?type=lending')
    await waitForPageReady(page)
    await settled(page)
    expect(list).toHaveLength(1)

    const min = page.getByRole('textbox', { name: 'Min TVL' })
    await min.pressSequentially('1500000', { delay: 40 })
    await expect(page).toHaveURL(/\/defi\?type=lending&tvl_gte=1500000$/)
    await settled(page)
    await page.waitForLoadState('networkidle')
    expect(list).toHaveLength(2)
    expect(list[1]!.searchParams.get('tvl_gte')).toBe('1500000')
    await expect(page.getByRole('button', { name: 'Remove filter TVL ≥ $1.50M' })).toBeVisible()

    // Shorthand in the maximum, applied at once with Enter.
    const max = page.getByRole('textbox', { name: 'Max TVL' })
    await max.fill('2B')
    await max.press('Enter')
    await expect(page).toHaveURL(/tvl_lte=2000000000/)
    await settled(page)

    await page.goBack()
    await expect(page).toHaveURL(/\/defi\?type=lending&tvl_gte=1500000$/)
    await expect(max).toHaveValue('')
    await page.goBack()
    await expect(page).toHaveURL(/\/defi\?type=lending$/)
    await expect(min).toHaveValue('')
    await settled(page)
    await page.waitForLoadState('networkidle')
    // Both earlier views were still fresh: going back cost nothing.
    expect(list).toHaveLength(3)
  })

  test('invalid parameters are dropped before any request and named', async ({ page }) => {
    const list = countListRequests(page)
    await page.goto('/defi?limit=-3&tvl_gte=abc&type=lending')
    await waitForPageReady(page)
    await expect(page.getByText('Ignored invalid parameters: tvl_gte=abc, limit=-3')).toBeVisible()
    await expect(page).toHaveURL(/\/defi\?type=lending$/)
    await settled(page)
    expect(list).toHaveLength(1)
    expect(list[0]!.searchParams.get('limit')).toBe('10')
    expect(list[0]!.searchParams.get('tvl_gte')).toBeNull()
  })

  test('Back to a rewritten URL does not name the dropped parameter again; a link that holds it does', async ({ page }) => {
    await page.goto('/defi?limit=-3')
    await waitForPageReady(page)
    await expect(page.getByText('Ignored invalid parameter: limit=-3')).toBeVisible()
    await expect(page).toHaveURL(/\/defi$/)
    await page.getByRole('combobox', { name: 'Type' }).selectOption('lending')
    await expect(page).toHaveURL(/\/defi\?type=lending$/)
    await expect(page.getByText(/Ignored invalid/)).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/defi$/)
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('')
    await settled(page)
    await expect(page.getByText(/Ignored invalid/)).toHaveCount(0)
    await page.goto('/defi?limit=-3')
    await expect(page.getByText('Ignored invalid parameter: limit=-3')).toBeVisible()
  })

  test('the platform link opens the platform page; an unknown platform is not found', async ({ page }) => {
    await page.goto('/defi')
    await waitForPageReady(page)
    await settled(page)
    // The Platform column waits in the chooser at a laptop's width.
    await page.getByRole('button', { name: /^Columns/ }).click()
    await page.getByRole('checkbox', { name: 'Platform' }).check()
    await page.keyboard.press('Escape')
    const platform = table(page).locator('tbody tr').first().getByRole('link').nth(1)
    const name = (await platform.textContent())?.trim() ?? ''
    await platform.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const platformTable = page.getByRole('table', { name: `Ratings of ${name} products` })
    await expect(platformTable.locator('tbody tr').first()).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(name))

    await page.goto('/defi/no-such-platform')
    await expect(page.getByRole('heading', { level: 1, name: 'Platform not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to all DeFi ratings' }).click()
    await expect(page).toHaveURL(/\/defi$/)
  })

  test('on a narrow screen the table scrolls sideways in a region the keyboard can reach', async ({ page }) => {
    // A tablet: narrower than the table, wider than a phone (where rows are cards and nothing scrolls sideways, layout.spec.ts).
    await page.setViewportSize({ width: 700, height: 900 })
    await page.goto('/defi')
    await waitForPageReady(page)
    const region = page.getByRole('region', { name: 'DeFi product ratings' })
    await expect(region).toHaveAttribute('tabindex', '0')
    await region.focus()
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  test('on a narrow screen the filters are a drawer that Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 })
    await page.goto('/defi')
    await waitForPageReady(page)
    const toggle = page.getByRole('button', { name: 'Filters', exact: true })
    const sidebar = page.getByRole('complementary', { name: 'Filters' })
    await expect(sidebar).toBeHidden()
    await toggle.click()
    await expect(sidebar).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(sidebar).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})
