import { test, expect } from '@playwright/test'
import { LAPTOP, expectWholePageOnFirstScreen } from './support/first-screen'
import { waitForPageReady } from './support/page-watch'

test.use({ viewport: LAPTOP })

test.describe('the first screen is data (demo, 1280 × 800)', () => {
  for (const path of ['/defi', '/defi/sablecourt', '/infra', '/alerts']) {
    test(`${path}: the whole default page, nothing sideways`, async ({ page }) => {
      await page.goto(path)
      await waitForPageReady(page)
      await expectWholePageOnFirstScreen(page, 10)
    })
  }

  test('/keys: the six demo keys', async ({ page }) => {
    await page.goto('/keys')
    await waitForPageReady(page)
    await expectWholePageOnFirstScreen(page, 6)
  })

  test('the header is one row: navigation, search, connection and credits', async ({ page }) => {
    await page.goto('/defi')
    await waitForPageReady(page)
    const header = await page.getByRole('banner').boundingBox()
    const brand = await page.getByRole('link', { name: 'Ratings Dashboard' }).boundingBox()
    const credits = await page.getByRole('button', { name: /^Credits used this session/ }).boundingBox()
    expect(header!.height).toBeLessThan(56)
    expect(Math.abs(credits!.y + credits!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(8)
  })
})
