import { test, expect, type Route } from '@playwright/test'
import { watchPage } from './support/page-watch'

/**
 * A page with a head of its own (app/shell/page-heads.tsx) is a file of its
 * own (defi.html for /defi): a first visit paints its title, heading and
 * introduction before any script has run, and the app keeps them in place
 * while the page's code is still on its way.
 */
const PAGES = [
  { path: '/defi', nav: 'DeFi', heading: 'DeFi ratings', intro: /^Risk ratings of DeFi products/ },
  { path: '/infra', nav: 'Infrastructure', heading: 'Infrastructure ratings', intro: /^Ratings of staking infrastructure providers/ },
  { path: '/alerts', nav: 'Alerts', heading: 'DeFi alerts', intro: /^On-chain events detected/ },
  { path: '/keys', nav: 'API keys', heading: 'API keys', intro: /^Your account's API keys/ },
]

for (const { path, nav, heading, intro } of PAGES) {
  test(`${path} draws its heading and introduction before its scripts, and keeps them while its code arrives`, async ({ page }) => {
    const watch = watchPage(page)
    // Every script is held at first: what shows is the HTML file's own. Then only the page's own chunk.
    const routeChunk = new RegExp(`/assets/${path.slice(1)}-route-[^/]+\\.js$`)
    const held: Route[] = []
    let holding: 'every script' | 'the route chunk' | 'nothing' = 'every script'
    await page.route('**/assets/*.js', async (route) => {
      const hold = holding === 'every script' || (holding === 'the route chunk' && routeChunk.test(route.request().url()))
      if (hold) held.push(route)
      else await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(main.locator('.page-intro')).toHaveText(intro)
    await expect(page).toHaveTitle(`${heading} · Ratings Dashboard`)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect.poll(() => held.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBeGreaterThan(0)

    // Start-up's code runs; the page's own chunk is still held: the shell draws the same head meanwhile.
    holding = 'the route chunk'
    for (const route of held.splice(0)) await route.continue()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    // The app's header (its search field exists only once React has drawn it) beside the same head.
    await expect(page.getByRole('combobox', { name: 'Search ratings' })).toBeAttached()
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(main.locator('.page-intro')).toHaveText(intro)

    holding = 'nothing'
    for (const route of held.splice(0)) await route.continue()
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(main.locator('.page-intro')).toHaveCount(1)
    expect(watch.problems(), watch.report()).toEqual([])
  })
}
