import { test, expect, type Page } from '@playwright/test'
import { connectLive, expectConnected, liveApi } from './support/live'
import { navigateByMenu, waitForPageReady, watchPage } from './support/page-watch'

/** GET requests the page sends to the fake API for one path (the query string aside). */
function countApiRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(liveApi().url)) seen.push(new URL(request.url()).pathname)
  })
  return {
    to: (path: string) => seen.filter((pathname) => pathname.endsWith(path)).length,
    all: () => seen.length,
    reset: () => void (seen.length = 0),
  }
}

const creditsButton = (page: Page) => page.getByRole('button', { name: /^Credits used this session/ })

async function openDefi(page: Page) {
  await navigateByMenu(page, 'DeFi')
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(11)
}

/** The cache is written at most once a second: give it time before a reload. */
async function letCacheSave(page: Page) {
  await page.waitForTimeout(1500)
}

test.describe('credits in live mode against the fake real service', () => {
  test('a reload answers /defi from the cache on this device: no new request', async ({ page }) => {
    const watch = watchPage(page)
    const requests = countApiRequests(page)
    await connectLive(page)
    await expectConnected(page)
    await openDefi(page)
    expect(requests.to('/ratings/defi')).toBe(1)
    await expect(page.getByText('This view cost 33 credits')).toBeVisible()
    await expect(creditsButton(page)).toHaveAccessibleName(/Credits used this session: \d/)

    await letCacheSave(page)
    requests.reset()
    await page.reload()
    await waitForPageReady(page)
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(11)
    await expect(page.getByText('This view cost 0 credits (cached)')).toBeVisible()
    expect(requests.to('/ratings/defi'), 'the fresh list comes from IndexedDB').toBe(0)
    // A new page load is a new session: nothing spent yet.
    await expect(creditsButton(page)).toHaveAccessibleName('Credits used this session: 0')
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('Forget key drops the stored cache: after reconnecting, /defi costs one request', async ({ page }) => {
    const requests = countApiRequests(page)
    await connectLive(page)
    await expectConnected(page)
    await openDefi(page)
    await letCacheSave(page)

    await navigateByMenu(page, 'Settings')
    await page.getByRole('button', { name: 'Forget key' }).click()
    await connectLive(page)
    await expectConnected(page)
    requests.reset()
    await openDefi(page)
    expect(requests.to('/ratings/defi')).toBe(1)

    // And it is stored again for this connection: a reload sends nothing for it.
    await letCacheSave(page)
    requests.reset()
    await page.reload()
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(11)
    expect(requests.to('/ratings/defi')).toBe(0)
  })

  test('"Clear cached data" on Settings removes the stored ratings', async ({ page }) => {
    const requests = countApiRequests(page)
    await connectLive(page)
    await expectConnected(page)
    await openDefi(page)
    await letCacheSave(page)
    await navigateByMenu(page, 'Settings')
    await page.getByRole('button', { name: 'Clear cached data' }).click()
    await expect(page.getByText(/Cached data removed/)).toBeVisible()
    requests.reset()
    await page.goto('/defi')
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(11)
    expect(requests.to('/ratings/defi')).toBe(1)
  })

  test('a low budget stops automatic requests until "Continue anyway"', async ({ page }) => {
    const requests = countApiRequests(page)
    await connectLive(page)
    await expectConnected(page)
    await page.getByRole('spinbutton', { name: 'Session credit budget' }).fill('10')
    await openDefi(page)
    expect(requests.to('/ratings/defi')).toBe(1)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Infrastructure', exact: true }).click()
    await expect(page.getByText('Credit budget reached')).toBeVisible()
    expect(requests.to('/ratings/infra'), 'nothing is sent on its own past the budget').toBe(0)

    await page.getByRole('button', { name: 'Continue anyway' }).click()
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(5)
    expect(requests.to('/ratings/infra')).toBe(1)
    await expect(page.getByText('Credit budget reached')).toBeHidden()
  })

  test('a server that does not expose x-used-credits shows "not reported", not 0', async ({ page }) => {
    await connectLive(page, { baseUrl: `${liveApi().url}/no-expose` })
    await expectConnected(page)
    await openDefi(page)
    await expect(creditsButton(page)).toHaveAccessibleName('Credits used this session: not reported')
    await expect(page.getByText('This view cost: not reported by the server')).toBeVisible()
    await creditsButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Credits used this session' })
    await expect(dialog.getByRole('table', { name: 'Requests this session' })).toContainText('not reported')
  })
})
