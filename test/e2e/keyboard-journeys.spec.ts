import { test, expect, type Locator, type Page } from '@playwright/test'
import { hasVisibleFocus, tabTo } from './support/keyboard'
import { waitForPageReady, watchPage } from './support/page-watch'
import { discoverRoutePaths } from './support/routes'

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

/** Presses `key` on the focused element after checking it is `target` and shows its focus (focus.spec.ts's check). */
async function pressOn(page: Page, target: Locator, key: string): Promise<void> {
  await expect(target).toBeFocused()
  const focus = await hasVisibleFocus(page)
  expect(focus.ok, `focus is visible on ${focus.what}`).toBe(true)
  await page.keyboard.press(key)
}

/** Tabs to `target` (forwards or back) and presses `key` on it. */
async function tabAndPress(page: Page, target: Locator, key = 'Enter', options: { backwards?: boolean } = {}): Promise<void> {
  await tabTo(page, target, options)
  await pressOn(page, target, key)
}

test.describe('the remaining tasks, by keyboard', () => {
  test('export a list, then start another export and cancel it, by keyboard', async ({ page }) => {
    test.setTimeout(120_000)
    // Slow demo answers (the Simulate problems knob, kept in this browser), so the second export is still running when Cancel is pressed.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('keyboard-journey-latency')) return
      sessionStorage.setItem('keyboard-journey-latency', 'set')
      localStorage.setItem('ratings-dashboard:demo-controls:v1', JSON.stringify({ latencyMs: 200, errorRate: 0, rateLimitPerMinute: 60 }))
    })
    await page.goto('/infra')
    await waitForPageReady(page)
    await expect(page.getByRole('table', { name: 'Infrastructure provider ratings' }).getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 })
    const opener = page.getByRole('button', { name: 'Export all' })
    const dialog = page.getByRole('dialog', { name: 'Export all rows' })

    await tabAndPress(page, opener)
    await expect(dialog).toBeVisible()
    const download = page.waitForEvent('download')
    await tabAndPress(page, dialog.getByRole('button', { name: 'Start export' }))
    await expect(dialog.getByRole('status')).toHaveText(/^Exported \d+ rows$/)
    expect((await download).suggestedFilename()).toMatch(/^infra-ratings-.+\.csv$/)
    await tabAndPress(page, dialog.getByRole('button', { name: 'Close' }))
    await expect(dialog).toBeHidden()
    await expect(opener, 'closing the dialog gives focus back to "Export all"').toBeFocused()

    // /alerts has several pages of 100 rows: at 1.5 s an answer, the export runs for seconds.
    await page.evaluate(() =>
      localStorage.setItem('ratings-dashboard:demo-controls:v1', JSON.stringify({ latencyMs: 1500, errorRate: 0, rateLimitPerMinute: 60 })),
    )
    await page.goto('/alerts')
    await waitForPageReady(page)
    await expect(page.getByRole('table', { name: /DeFi alerts/ }).getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 })
    await tabAndPress(page, page.getByRole('button', { name: 'Export all' }))
    await expect(dialog).toBeVisible()
    await tabAndPress(page, dialog.getByRole('button', { name: 'Start export' }))
    await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible()
    await tabAndPress(page, dialog.getByRole('button', { name: 'Cancel' }))
    await expect(dialog.getByRole('status')).toHaveText('Export cancelled. Nothing was saved and no more requests are sent.')
    await tabAndPress(page, dialog.getByRole('button', { name: 'Close' }))
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Export all' }), 'focus is back on "Export all"').toBeFocused()
  })

  test('watch and unwatch a product, by keyboard', async ({ page }) => {
    const product = (await discoverRoutePaths(page)).product
    expect(product, 'a product page').toBeTruthy()
    await page.goto(product ?? '/')
    await waitForPageReady(page)
    const watch = page.getByRole('button', { name: 'Watch' })
    await expect(watch).toBeEnabled()
    await tabAndPress(page, watch, 'Enter')
    await expect(watch).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status').filter({ hasText: 'Added to your watchlist' })).toHaveCount(1)
    await pressOn(page, watch, 'Space')
    await expect(watch).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your watchlist' })).toHaveCount(1)
    await expect(watch).toBeFocused()
  })

  test('create a key and edit it on /keys, by keyboard', async ({ page }) => {
    await page.goto('/keys')
    await waitForPageReady(page)
    const keys = page.getByRole('table', { name: /^API keys of this account \(\d+ shown/ })
    await expect(keys).toBeVisible({ timeout: 30_000 })

    const create = page.getByRole('button', { name: 'Create key' })
    await tabAndPress(page, create)
    const form = page.getByRole('dialog', { name: 'Create an API key' })
    await expect(form.getByRole('textbox', { name: 'Label' }), 'focus starts in the Label field').toBeFocused()
    await page.keyboard.type('Keyboard key')
    await tabAndPress(page, form.getByRole('button', { name: 'Create key' }))
    const created = page.getByRole('dialog', { name: 'Key “Keyboard key” created' })
    await expect(created.getByRole('status').filter({ hasText: 'Key “Keyboard key” created.' })).toHaveCount(1)
    await tabAndPress(page, created.getByRole('button', { name: 'Done' }))
    await expect(created).toBeHidden()
    await expect(create, 'Done gives focus back to "Create key"').toBeFocused()

    const edit = keys.getByRole('button', { name: 'Edit Keyboard key' })
    await tabAndPress(page, edit)
    const editor = page.getByRole('dialog', { name: 'Edit “Keyboard key”' })
    const label = editor.getByRole('textbox', { name: 'Label' })
    await expect(label).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Keyboard key, renamed')
    // Enter in a text field submits its form.
    await pressOn(page, label, 'Enter')
    await expect(editor).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Changes to “Keyboard key, renamed” saved.' })).toHaveCount(1)
    await expect(keys.getByRole('button', { name: 'Edit Keyboard key, renamed' }), 'focus is back on the row’s Edit button').toBeFocused()
  })

  test('open the API request panel and copy a snippet, by keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/infra?sort=name&order=desc')
    await waitForPageReady(page)
    await expect(page.getByRole('table', { name: 'Infrastructure provider ratings' }).getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 })
    const opener = page.getByRole('button', { name: 'API request' })
    await tabAndPress(page, opener)
    const panel = page.getByRole('region', { name: 'API request' })
    await expect(panel).toBeVisible()
    await tabAndPress(page, panel.getByRole('button', { name: 'Copy as cURL' }), 'Space')
    await expect(panel.getByRole('status').filter({ hasText: 'cURL command copied' })).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl -sS -H "X-API-Key: \$STAKING_REWARDS_API_KEY" '.+\/ratings\/infra\?sort=name&order=desc&limit=10&offset=0'$/)
  })

  test('the Print report button is reachable and prints, by keyboard', async ({ page }) => {
    const product = (await discoverRoutePaths(page)).product
    await page.goto(product ?? '/')
    await waitForPageReady(page)
    const print = page.getByRole('button', { name: 'Print report' })
    await expect(print).toBeVisible()
    // The browser's print dialog would block the test: a stand-in counts the calls.
    await page.evaluate(() => {
      const counted = window as Window & { printCalls?: number }
      counted.printCalls = 0
      window.print = () => {
        counted.printCalls = (counted.printCalls ?? 0) + 1
      }
    })
    await tabAndPress(page, print)
    await expect.poll(() => page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1)
    await expect(print, 'focus stays on the button').toBeFocused()
  })
})
