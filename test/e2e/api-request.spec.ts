import { test, expect } from '@playwright/test'
import { documentOverflowX } from './support/layout'
import { waitForPageReady, watchPage } from './support/page-watch'

for (const width of [390, 1280]) {
  test(`demo at ${width} px: the API request names the real service and says the data is fictional; the keys page forecasts usage`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width, height: 900 })
    const watch = watchPage(page)

    test.setTimeout(120_000)
    await page.goto('/infra?sort=name&order=desc')
    await waitForPageReady(page)
    // The demo backend starts with the first request: on a busy machine that takes a while.
    await expect(page.getByRole('table', { name: 'Infrastructure provider ratings' }).getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'API request' }).click()
    const panel = page.getByRole('region', { name: 'API request' })
    await expect(panel.getByLabel('Request')).toHaveText(
      'GET https://api.stakingrewards.com/ratings/infra?sort=name&order=desc&limit=10&offset=0\nX-API-Key: $STAKING_REWARDS_API_KEY',
    )
    await expect(panel.getByText(/the data on screen is fictional/)).toBeVisible()
    await panel.getByRole('button', { name: 'Copy as cURL' }).click()
    await expect(panel.getByText('cURL command copied')).toBeVisible()
    const curl = await page.evaluate(() => navigator.clipboard.readText())
    expect(curl).toBe(
      `curl -sS -H "X-API-Key: $STAKING_REWARDS_API_KEY" 'https://api.stakingrewards.com/ratings/infra?sort=name&order=desc&limit=10&offset=0'`,
    )
    expect(curl).not.toMatch(/sr1-[0-9a-f]{8,}/)
    expect(await documentOverflowX(page), 'the open panel fits the page').toBeLessThanOrEqual(0)

    await page.goto('/keys')
    await waitForPageReady(page)
    const usage = page.getByRole('region', { name: 'Usage' })
    // Its figures are drawn when the section nears the viewport, as a person scrolls to it.
    await usage.scrollIntoViewIfNeeded()
    await expect(usage.getByText(/^At this rate the credits last (until|past the next billing date)/)).toBeVisible({ timeout: 30_000 })
    await expect(usage.getByRole('table', { name: 'Credits used per key, most used first' }).getByText('80 % of its limit used').first()).toBeVisible()
    expect(await documentOverflowX(page), 'the usage section fits the page').toBeLessThanOrEqual(0)
    expect(watch.problems(), watch.report()).toEqual([])
  })
}
