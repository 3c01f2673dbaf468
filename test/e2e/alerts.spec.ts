import { test, expect, type Page } from '@playwright/test'
import { waitForPageReady } from './support/page-watch'

/** The alerts table's body rows (skeleton rows are aria-hidden and carry no time). */
function alertRows(page: Page) {
  return page.getByRole('table', { name: /alerts/i }).locator('tbody tr:not([aria-hidden="true"])')
}

async function detectedTimes(page: Page): Promise<number[]> {
  const values = await alertRows(page).locator('time[datetime]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))
  return values.map((value) => Date.parse(value))
}

test('a shared /alerts?severity=high,critical link shows only those severities, newest first', async ({ page }) => {
  await page.goto('/alerts?severity=high,critical')
  await waitForPageReady(page)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/alerts/i)
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await expect(filters.getByRole('checkbox', { name: 'High' })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: 'Critical' })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: 'Medium' })).not.toBeChecked()

  const rows = alertRows(page)
  await expect(rows.first()).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThan(1)

  const severities = await rows.locator('.severity-badge').allInnerTexts()
  expect(severities).toHaveLength(count)
  for (const severity of severities) expect(['High', 'Critical']).toContain(severity.trim())

  const times = await detectedTimes(page)
  expect(times).toHaveLength(count)
  expect(times.every((time) => Number.isFinite(time))).toBe(true)
  expect(times).toEqual([...times].toSorted((a, b) => b - a))

  // The URL stays the shareable view.
  expect(new URL(page.url()).searchParams.get('severity')).toBe('high,critical')
})

test('changing severities updates the URL, and Back restores the previous view', async ({ page }) => {
  await page.goto('/alerts?severity=critical')
  await waitForPageReady(page)
  const filters = page.getByRole('complementary', { name: 'Filters' })
  // The box reflects the URL, which changes when the navigation commits: click, then wait for it.
  await filters.getByRole('checkbox', { name: 'High' }).click()
  await expect(filters.getByRole('checkbox', { name: 'High' })).toBeChecked()
  await expect(page).toHaveURL(/severity=high(%2C|,)critical/)
  await page.goBack()
  await expect(page).toHaveURL(/severity=critical$/)
  await expect(filters.getByRole('checkbox', { name: 'High' })).not.toBeChecked()
})
