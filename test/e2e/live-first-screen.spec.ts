import { expect, test } from '@playwright/test'
import { LAPTOP, expectWholePageOnFirstScreen, firstScreenOf } from './support/first-screen'
import { connectLive, expectConnected } from './support/live'
import { waitForPageReady } from './support/page-watch'

test.use({ viewport: LAPTOP })

test('the first screen is data (live, 1280 × 800): each list page shows its whole default page, nothing sideways', async ({ page }) => {
  await connectLive(page)
  await expectConnected(page)
  for (const path of ['/defi', '/infra', '/alerts']) {
    await page.goto(path)
    await waitForPageReady(page)
    // One header row, the live connection's host included.
    expect((await page.getByRole('banner').boundingBox())!.height, `the header of ${path}`).toBeLessThan(56)
    const { rows } = await firstScreenOf(page)
    await expectWholePageOnFirstScreen(page, Math.min(rows, 10))
    if (path === '/defi') {
      // The platform of the first product.
      const platform = await page.getByRole('main').getByRole('rowheader').first().getByRole('link').getAttribute('href')
      await page.goto(platform!.split('/').slice(0, 3).join('/'))
      await waitForPageReady(page)
      const own = await firstScreenOf(page)
      await expectWholePageOnFirstScreen(page, Math.min(own.rows, 10))
    }
  }
})
