import { test, expect, type Page } from '@playwright/test'
import { connectLive, expectConnected, liveApi, storedQueries } from './support/live'
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

/** The scripts whose code sent each GET for `path` from now on (the script at the bottom of the call stack, through async hops). */
async function scriptsSending(page: Page, path: string): Promise<() => string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const senders: string[] = []
  interface Stack {
    callFrames: Array<{ url: string }>
    parent?: Stack
  }
  cdp.on('Network.requestWillBeSent', ({ request, initiator }: { request: { url: string; method: string }; initiator: { stack?: Stack } }) => {
    if (request.method !== 'GET' || !new URL(request.url).pathname.endsWith(path)) return
    let frames: string[] = []
    for (let stack = initiator.stack; stack; stack = stack.parent) frames = [...frames, ...stack.callFrames.map((frame) => frame.url)]
    senders.push(frames.filter(Boolean).at(-1) ?? 'unknown')
  })
  return () => senders.map((url) => new URL(url).pathname)
}

const creditsButton = (page: Page) => page.getByRole('button', { name: /^Credits used this session/ })

async function openDefi(page: Page) {
  await navigateByMenu(page, 'DeFi')
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(11)
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

    await storedQueries(page, '"defi","list"')
    requests.reset()
    await page.reload()
    await waitForPageReady(page)
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(11)
    await expect(page.getByText('This view cost 0 credits (cached)')).toBeVisible()
    expect(requests.to('/ratings/defi'), 'the fresh list comes from this device').toBe(0)
    // A new page load is a new session: nothing spent yet.
    await expect(creditsButton(page)).toHaveAccessibleName('Credits used this session: 0')
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('Forget key drops the stored cache: after reconnecting, /defi costs one request', async ({ page }) => {
    const requests = countApiRequests(page)
    await connectLive(page)
    await expectConnected(page)
    await openDefi(page)
    await storedQueries(page, '"defi","list"')

    await navigateByMenu(page, 'Settings')
    await page.getByRole('button', { name: 'Forget key' }).click()
    await connectLive(page)
    await expectConnected(page)
    requests.reset()
    await openDefi(page)
    expect(requests.to('/ratings/defi')).toBe(1)

    // And it is stored again for this connection: a reload sends nothing for it.
    await storedQueries(page, '"defi","list"')
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
    await storedQueries(page, '"defi","list"')
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

  test('a product page opened cold asks for its record once and charges it to the view; its alerts wait until scrolled to', async ({ page }) => {
    const watch = watchPage(page)
    const requests = countApiRequests(page)
    await connectLive(page)
    await expectConnected(page)
    await openDefi(page)
    const productPath = await page.getByRole('table').first().getByRole('link').first().getAttribute('href')
    expect(productPath).toMatch(/^\/defi\/[^/]+\/[^/]+$/)
    // A phone: the alerts at the foot of the page are well below the first screen.
    await page.setViewportSize({ width: 390, height: 844 })

    // A new visit that starts on the product: its request goes out with the start-up code, and the page takes its answer.
    const detailPath = `/ratings${productPath}`
    const sentBy = await scriptsSending(page, detailPath)
    requests.reset()
    await page.goto(productPath!)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Product')
    await expect(page.getByText(/^This view cost \d+ credits$/)).toBeVisible()
    expect(requests.to(detailPath), 'one request for the record, not one early and one from the page').toBe(1)
    // The route's loader sends it while the page's own chunk is still arriving (start-up or shared code, never the page's chunk).
    expect(sentBy(), 'sent by index.html\'s early script or the route loader, not by the chunk the page loads').toEqual([expect.stringMatching(/\/assets\/(early-request|index|shared)-[\w-]+\.js$/)])
    expect(requests.to('/ratings/defi/alerts'), 'the alerts far below are not asked for yet').toBe(0)
    // End again until the foot is reached, as a person would: the blocks drawn when near
    // (content-visibility) take their real height as they come into view, so the page can grow after one End.
    await expect
      .poll(async () => {
        await page.keyboard.press('End')
        return requests.to('/ratings/defi/alerts')
      })
      .toBe(1)

    // A reload within the freshness window sends nothing for the record: it comes from this device.
    await storedQueries(page, '"defi","detail"')
    requests.reset()
    await page.reload()
    await expect(page.getByText('This view cost 0 credits (cached)')).toBeVisible()
    expect(requests.to(detailPath)).toBe(0)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('a list opened cold asks for its default view once, from the start-up code, and charges it to the view; a link with a filter too', async ({ page }) => {
    const watch = watchPage(page)
    const requests = countApiRequests(page)
    await connectLive(page)
    await expectConnected(page)
    const sentBy = await scriptsSending(page, '/ratings/defi')
    requests.reset()
    await page.goto('/defi')
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(11)
    await expect(page.getByText(/^This view cost \d+ credits$/)).toBeVisible()
    expect(requests.to('/ratings/defi'), 'one request for the list, not one early and one from the view').toBe(1)
    expect(requests.to('/ratings/defi/chains'), 'the chains for the filters, once').toBe(1)
    // The default view needs no parameter definitions: its loader sends it from the start-up chunk itself.
    expect(sentBy(), 'sent by index.html\'s early script (a first visit) or the start-up code').toEqual([expect.stringMatching(/\/assets\/(early-request|index)-[\w-]+\.js$/)])

    // A shared link that names a filter: read by the parameter definitions first, still one request.
    await page.goto('/defi?type=lending&sort=tvl&order=desc')
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByText(/^This view cost \d+ credits$/)).toBeVisible()
    expect(requests.to('/ratings/defi')).toBe(2)
    expect(watch.problems(), watch.report()).toEqual([])
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
