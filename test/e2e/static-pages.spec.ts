import { test, expect } from '@playwright/test'
import { PAGE_HEADS, PLATFORM_HEAD } from '../../src/components/page-heads'
import { waitForPageReady, watchPage } from './support/page-watch'

/**
 * The list pages and /keys come as HTML files of their own with their
 * heading and intro drawn, a platform's page as one file for all of them
 * (app/shell/prerendered-pages.ts): what a first visit paints before any
 * script has run. Checked with JavaScript off, as the page is
 * before its script arrives, and then with the app taking over.
 */
const HEADS = Object.values(PAGE_HEADS)

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false })

  for (const head of HEADS) {
    test(`${head.path} shows its heading and intro`, async ({ page }) => {
      await page.goto(`${head.path}?sort=name`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(head.title)
      await expect(page.getByText(head.intro, { exact: true })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(8)
      await expect(page.getByText(/turn on JavaScript/)).toBeVisible()
    })
  }

  test("a platform's page shows the breadcrumb and the intro, its name still to come", async ({ page }) => {
    for (const path of ['/defi/fernhollow-staking', '/defi/no-such-platform?sort=name']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PLATFORM_HEAD.pendingName)
      await expect(page.getByText(PLATFORM_HEAD.intro, { exact: true })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: PLATFORM_HEAD.breadcrumb })).toHaveAttribute('href', '/defi')
    }
  })

  test('every other path gets the plain frame, with no heading of another page', async ({ page }) => {
    for (const path of ['/compare', '/defi/fernhollow-staking/0x952907Fa4F8982B408b4dEEEc3B5EDEe1BEFbF7e', '/defi/']) {
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(0)
    }
  })
})

for (const viewport of [
  { width: 390, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the heading stays where the frame drew it when the app takes over (demo ribbon included)`, async ({ browser }) => {
    for (const head of HEADS) {
      const positions: Array<{ x: number; y: number } | null> = []
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled })
        const page = await context.newPage()
        await page.goto(head.path)
        if (javaScriptEnabled) await expect(page.getByRole('table').first()).toBeVisible()
        await expect(page.getByRole('note').filter({ hasText: /^Demo data:/ })).toBeVisible()
        positions.push(await page.getByRole('heading', { level: 1, name: head.title }).boundingBox())
        await context.close()
      }
      const [drawn, rendered] = positions
      expect(drawn, head.path).not.toBeNull()
      expect(Math.abs(drawn!.y - rendered!.y), `${head.path}: heading at y ${drawn!.y} in the frame, ${rendered!.y} in the app`).toBeLessThan(1)
      expect(Math.abs(drawn!.x - rendered!.x), head.path).toBeLessThan(1)
    }
  })
}

test("while the page's own code is on its way, the app keeps the drawn head on screen", async ({ page }) => {
  const pages = [
    ...HEADS.map((head) => ({ path: head.path, chunk: `${head.path.slice(1)}-route`, heading: head.title, intro: head.intro })),
    { path: '/defi/fernhollow-staking', chunk: 'platform-route', heading: PLATFORM_HEAD.pendingName, intro: PLATFORM_HEAD.intro },
  ]
  for (const { path, chunk, heading, intro } of pages) {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const routeChunk = new RegExp(`/assets/${chunk}-[^/]*\\.js$`)
    await page.route(routeChunk, async (route) => {
      await held
      await route.continue()
    })
    // In demo mode the previous page's mock service worker may take the next page under its control; it then
    // fetches the page's files itself, out of page.route's reach, and the chunk is not held (a flaky failure).
    if (page.url().startsWith('http')) {
      await page.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
      })
    }
    await page.goto(path)
    // React's header has replaced the frame's (which carries a class of its own): what shows now is React's.
    await expect(page.locator('header.app-header:not(.app-header-frame)')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByText(intro, { exact: true })).toBeVisible()
    await expect(page.getByText('Loading…', { exact: true })).toBeVisible()
    release()
    await expect(page.getByRole('table').first()).toBeVisible()
    await page.unroute(routeChunk)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fernhollow Staking')
})

test('the app replaces the drawn head with its own: one heading, one intro, then the view', async ({ page }) => {
  const watch = watchPage(page)
  for (const head of HEADS) {
    await page.goto(head.path)
    await expect(page.getByRole('table').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(head.title)
    await expect(page.getByText(head.intro, { exact: true })).toHaveCount(1)
    await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0)
    await expect(page).toHaveTitle(`${head.title} · Ratings Dashboard`)
  }
  await waitForPageReady(page)
  expect(watch.problems(), watch.report()).toEqual([])
})
