import { test, expect, type Page } from '@playwright/test'
import { tabTo } from './support/keyboard'
import { waitForPageReady, watchPage } from './support/page-watch'

/**
 * The main journeys driven by the keyboard alone (the mouse versions live in
 * each area's spec): Tab to a control, then Enter, Space, arrows or typing.
 */
function ratingsTable(page: Page) {
  return page.getByRole('table', { name: 'DeFi product ratings' })
}

async function settled(page: Page) {
  await expect(ratingsTable(page).locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible()
  await expect(ratingsTable(page)).not.toHaveAttribute('aria-busy', 'true')
}

test('browse and filter DeFi, open a product and come back, by keyboard', async ({ page }) => {
  const watch = watchPage(page)
  await page.goto('/defi')
  await waitForPageReady(page)
  await expect(ratingsTable(page).getByRole('rowheader').first()).toBeVisible()

  // A closed <select> takes typed letters: "L" picks Lending.
  const type = page.getByRole('complementary', { name: 'Filters' }).getByRole('combobox', { name: 'Type' })
  await tabTo(page, type)
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/defi\?type=lending$/)
  await settled(page)

  const tvl = ratingsTable(page).getByRole('button', { name: 'TVL' })
  await tabTo(page, tvl)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/defi\?type=lending&sort=tvl&order=desc$/)
  await settled(page)

  const firstProduct = ratingsTable(page).getByRole('rowheader').first().getByRole('link')
  const name = (await firstProduct.textContent())?.trim() ?? ''
  await tabTo(page, firstProduct)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/defi\?type=lending&sort=tvl&order=desc$/)
  await expect(type).toHaveValue('lending')
  expect(watch.problems(), watch.report()).toEqual([])
})

test('pick two products and compare them, by keyboard', async ({ page }) => {
  await page.goto('/defi')
  await waitForPageReady(page)
  const boxes = ratingsTable(page).getByRole('checkbox', { name: /^Select .+ for comparison$/ })
  await expect(boxes.first()).toBeVisible()

  for (const index of [0, 1]) {
    await tabTo(page, boxes.nth(index))
    await page.keyboard.press('Space')
    await expect(boxes.nth(index)).toBeChecked()
  }
  const compare = page.getByRole('link', { name: 'Compare selected' })
  await tabTo(page, compare, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/compare\?items=[^,]+,[^,]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('table').first()).toBeVisible()
})

test('filter alerts by severity, by keyboard', async ({ page }) => {
  await page.goto('/alerts')
  await waitForPageReady(page)
  const high = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^High/ })
  await tabTo(page, high)
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\/alerts\?severity=high$/)
  await expect(high).toBeChecked()
})

test('set an infrastructure grade range, by keyboard', async ({ page }) => {
  await page.goto('/infra')
  await waitForPageReady(page)
  const preset = page.getByRole('button', { name: 'Verified (A and better)' })
  await tabTo(page, preset)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/rating_gte=A(&|$)/)
  await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible()
})

test('connect in Settings, by keyboard', async ({ page }) => {
  await page.goto('/settings')
  await waitForPageReady(page)
  const connect = page.getByRole('button', { name: 'Connect' })
  await tabTo(page, connect)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Connected to the demo data/)).toBeVisible()
})
