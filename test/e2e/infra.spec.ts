import { test, expect } from '@playwright/test'
import { waitForPageReady, watchPage } from './support/page-watch'

/** `BBB+` → `BBB`: a notched grade matches its base grade. */
function baseOf(grade: string): string {
  return grade.trim().replace(/[+-]$/, '')
}

test.describe('Infrastructure ratings', () => {
  test('a shared /infra?rating_gte=BBB&rating_lte=AA shows only grades from BBB to AA, notched ones included', async ({ page }) => {
    const watch = watchPage(page)
    await page.goto('/infra?rating_gte=BBB&rating_lte=AA&limit=100')
    await waitForPageReady(page)
    const table = page.getByRole('table', { name: 'Infrastructure provider ratings' })
    await expect(table.getByRole('rowheader').first()).toBeVisible()
    await expect(table).not.toHaveAttribute('aria-busy', 'true')

    // The controls reflect the URL.
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(filters.getByRole('combobox', { name: 'Best grade' })).toHaveValue('AA')
    await expect(filters.getByRole('combobox', { name: 'Worst grade' })).toHaveValue('BBB')
    await expect(filters.getByText('Grades from BBB to AA')).toBeVisible()

    const grades = (await table.locator('tbody .grade-text').allTextContents()).map((text) => text.trim())
    expect(grades.length).toBeGreaterThan(0)
    for (const grade of grades) expect(['AA', 'A', 'BBB']).toContain(baseOf(grade))
    expect(grades.some((grade) => /[+-]$/.test(grade))).toBe(true)
    await expect(page).toHaveURL(/\/infra\?rating_gte=BBB&rating_lte=AA&limit=100$/)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('the grade range is set with the keyboard and a crossed range cannot be chosen', async ({ page }) => {
    await page.goto('/infra')
    await waitForPageReady(page)
    const filters = page.getByRole('complementary', { name: 'Filters' })
    const worst = filters.getByRole('combobox', { name: 'Worst grade' })
    await worst.focus()
    await worst.selectOption('BBB')
    await expect(page).toHaveURL(/\/infra\?rating_gte=BBB$/)
    const best = filters.getByRole('combobox', { name: 'Best grade' })
    await expect(best.locator('option')).toHaveText(['Any (AAA)', 'AAA', 'AA', 'A', 'BBB'])
    await best.selectOption('AA')
    await expect(page).toHaveURL(/\/infra\?rating_gte=BBB&rating_lte=AA$/)
    await expect(worst.locator('option', { hasText: /^A$/ })).toHaveCount(1)
    await expect(worst.locator('option', { hasText: /^AAA$/ })).toHaveCount(0)
  })

  test('the provider page renders its charts with text alternatives and the score tree', async ({ page }) => {
    const watch = watchPage(page)
    await page.goto('/infra?sort=name')
    await waitForPageReady(page)
    const link = page.getByRole('table', { name: 'Infrastructure provider ratings' }).getByRole('rowheader').getByRole('link').first()
    const name = (await link.textContent())?.trim() ?? ''
    await link.click()

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(/\/infra\/[a-z0-9]+(-[a-z0-9]+)*$/)
    await waitForPageReady(page)

    // Summary chart: one range bar per top group (position within its range), named for screen readers
    // with the percentages, with a table of the same numbers.
    const summary = page.getByRole('img', { name: /^Business operations: [\d.]+% of its range .*; Reliability: .*; Security setup: / })
    await expect(summary).toBeVisible()
    await expect(summary.locator('svg.range-bar')).toHaveCount(3)
    await expect(summary.locator('svg.range-bar .range-marker')).toHaveCount(3)
    await expect(page.getByRole('table', { name: 'Top groups: score against maximum' }).getByRole('row')).toHaveCount(4)
    // The provider page needs no chart library any more.
    await expect(page.locator('.recharts-wrapper')).toHaveCount(0)

    // What to worry about first, as plain text.
    const weakest = page.getByRole('region', { name: 'Weakest criteria' })
    await expect(weakest.getByRole('listitem')).toHaveCount(5)

    // Range bars: one SVG per criterion, with human labels.
    await expect(page.getByRole('img', { name: /^Fund for delegator protection: score / })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Jurisdiction: score / })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Provider information on SAUM and costs: score / })).toBeVisible()

    // Tree: all open, all closed.
    const tree = page.getByRole('table', { name: /scores by group, sub-group and criterion/ })
    await page.getByRole('button', { name: 'Expand all' }).click()
    await expect(tree.getByRole('rowheader', { name: 'Jurisdiction' })).toBeVisible()
    await page.getByRole('button', { name: 'Collapse all' }).click()
    await expect(tree.getByRole('row')).toHaveCount(4)
    const top = tree.getByRole('button', { name: 'Reliability' })
    await top.focus()
    await page.keyboard.press('Enter')
    await expect(top).toHaveAttribute('aria-expanded', 'true')
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('an unknown provider says "Provider not found"', async ({ page }) => {
    const watch = watchPage(page)
    watch.allow((problem) => problem.kind === 'http' && problem.text.endsWith(' → 404'))
    await page.goto('/infra/no-such-provider-anywhere')
    await expect(page.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse all infrastructure ratings' })).toBeVisible()
    expect(watch.problems(), watch.report()).toEqual([])
  })
})
