import { test, expect, type Page } from '@playwright/test'
import { waitForPageReady, watchPage } from './support/page-watch'
import { firstLinks } from './support/print'

/** Product links of the first rows of the DeFi table: name and href. */
function productLinks(page: Page, count: number): Promise<Array<{ name: string; href: string }>> {
  return firstLinks(page, '/defi', count)
}

/** `/defi/<slug>/<address>` → `<slug>:<address>` for a compare link. */
function compareItem(href: string): string {
  const [, , slug, address] = href.split('/')
  return `${slug}:${address}`
}

test.describe('DeFi product page', () => {
  test('opens from the table and Back returns to the same table view', async ({ page }) => {
    const watch = watchPage(page)
    await page.goto('/defi?sort=name')
    await waitForPageReady(page)
    const link = page.getByRole('table').first().getByRole('rowheader').getByRole('link').first()
    const name = (await link.textContent())?.trim() ?? ''
    await link.click()

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(/\/defi\/[a-z0-9-]+\/[^/]+$/)
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(page.getByRole('button', { name: 'Copy contract address' })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/defi\?sort=name$/)
    await expect(page.getByRole('table').first().getByRole('rowheader').getByRole('link').first()).toHaveText(name)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('draws every chart as an SVG with the right number of bars and a text alternative', async ({ page }) => {
    const [product] = await productLinks(page, 1)
    await page.goto(product!.href)
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible()
    await waitForPageReady(page)

    const pillars = page.getByRole('figure', { name: 'Pillar grades and scores' })
    await pillars.scrollIntoViewIfNeeded()
    const series = await pillars.locator('.chart-legend li').count()
    expect(series === 1 || series === 2).toBe(true)
    const pillarSvg = pillars.getByRole('img', { name: 'Pillar grades and scores' })
    await expect(pillarSvg).toBeVisible()
    // Three pillars, one bar per series each.
    await expect(pillars.locator('.score-bar')).toHaveCount(3 * series)

    const expectedPerPillar = { Operations: 4, Security: 2, Strategy: 6 }
    for (const [pillar, subCategories] of Object.entries(expectedPerPillar)) {
      const figure = page.getByRole('figure', { name: `${pillar} sub-category scores` })
      await figure.scrollIntoViewIfNeeded()
      await expect(figure.locator('svg[role="img"]')).toHaveCount(1)
      await expect(figure.locator('.score-bar')).toHaveCount(subCategories * series)
      await figure.getByRole('button', { name: `Show as table: ${pillar} sub-category scores` }).click()
      await expect(figure.getByRole('table')).toBeVisible()
      await expect(figure.getByRole('table').getByRole('row')).toHaveCount(subCategories + 1)
    }
    // The SVG carries the same numbers in its description.
    await expect(pillarSvg.locator('desc')).toContainText('Security: rating')
    // Plain SVG: the product page loads no chart library (the compare page still does).
    await expect(page.locator('.recharts-wrapper')).toHaveCount(0)
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')))
    const withCharts: string[] = []
    for (const url of scripts) if ((await (await page.request.get(url)).text()).includes('recharts-surface')) withCharts.push(url)
    expect(scripts.length).toBeGreaterThan(0)
    expect(withCharts).toEqual([])
  })

  test('an unknown product shows "Product not found" with a way back', async ({ page }) => {
    const watch = watchPage(page)
    watch.allow((problem) => problem.kind === 'http' && problem.text.includes('→ 404'))
    const [product] = await productLinks(page, 1)
    const slug = product!.href.split('/')[2]
    await page.goto(`/defi/${slug}/0xnot-a-rated-product`)
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the platform' }).click()
    await expect(page).toHaveURL(new RegExp(`/defi/${slug}$`))
    expect(watch.problems(), watch.report()).toEqual([])
  })
})

test.describe('Compare page', () => {
  test('opens from a shared URL with one chart and one table of the products', async ({ page, context }) => {
    const products = await productLinks(page, 3)
    const url = `/compare?items=${products.map((product) => compareItem(product.href)).join(',')},broken-entry`

    // A fresh tab, as someone opening a shared link would.
    const shared = await context.newPage()
    const watch = watchPage(shared)
    await shared.goto(url)
    await expect(shared.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible()
    await waitForPageReady(shared)
    await expect(shared.getByText(/Ignored an entry/)).toContainText('broken-entry')

    const table = shared.getByRole('table', { name: 'Grades and average pillar scores' })
    await expect(table.getByRole('row')).toHaveCount(products.length + 1)
    for (const product of products) {
      await expect(table.locator(`a[href="${product.href}"]`)).toContainText(product.name)
    }
    const figure = shared.getByRole('figure', { name: 'Pillar scores side by side' })
    await figure.scrollIntoViewIfNeeded()
    await expect(figure.getByRole('img', { name: 'Pillar scores side by side' })).toBeVisible()
    await expect(figure.locator('.recharts-bar-rectangle')).toHaveCount(3 * products.length)
    await expect(figure.locator('.chart-legend li')).toHaveCount(products.length)
    // The tooltip joins the chart with the first pointer over it, and shows at once.
    const chart = figure.getByRole('img', { name: 'Pillar scores side by side' })
    const box = await chart.boundingBox()
    if (!box) throw new Error('the compare chart has no box')
    await shared.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6)
    await expect(figure.locator('.recharts-tooltip-wrapper')).toContainText(/Operations.*average score/)
    expect(watch.problems(), watch.report()).toEqual([])
  })
})
