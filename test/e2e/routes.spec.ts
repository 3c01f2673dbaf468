import { AxeBuilder } from '@axe-core/playwright'
import { test, expect, type Page } from '@playwright/test'
import { openMenuIfFolded } from './support/layout'
import { waitForPageReady, watchPage } from './support/page-watch'
import { CONTRACT_ROUTES, SCREENSHOT_VIEWPORTS, VIEWPORTS, discoverRoutePaths } from './support/routes'

/**
 * Every route of UI-CONTRACT, in the demo build, at phone, tablet, desktop
 * and wide widths: it loads with no uncaught error, no failed request, no
 * console error and no CSP violation; it has one h1, a title and the shared
 * navigation. At the two promised sizes (VIEWPORTS: desktop and phone) axe
 * finds no serious or critical violation in the light or the dark theme.
 * One screenshot of each route per width and theme goes to
 * test-results/screenshots/ (`<route>-<width>-<theme>.png`).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const NAV_LINKS = ['Overview', 'DeFi', 'Infrastructure', 'Alerts', 'Watchlist', 'Portfolio', 'API keys', 'Settings']
const AXE_WIDTHS = new Set<string>(Object.keys(VIEWPORTS))

/** All WCAG A/AA rules, or only the given ones (a theme changes colours only, so dark mode needs just the contrast rule). */
async function seriousAxeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
}

for (const [viewportName, viewport] of Object.entries(SCREENSHOT_VIEWPORTS)) {
  const withAxe = AXE_WIDTHS.has(viewportName)
  test.describe(`every route at ${viewportName} width`, () => {
    test.use({ viewport })

    for (const route of CONTRACT_ROUTES) {
      const title = withAxe
        ? `${route.name} (${route.template}) loads cleanly and passes axe in both themes`
        : `${route.name} (${route.template}) loads cleanly in both themes`
      test(title, async ({ page }) => {
        const path = (await discoverRoutePaths(page))[route.name]
        expect(path, `the app shows a link to a ${route.name} page, so there is a real path to open`).toBeTruthy()

        const watch = watchPage(page)
        await page.emulateMedia({ colorScheme: 'light' })
        const response = await page.goto(path ?? '/')
        expect(response?.headers()['content-security-policy'], 'the preview serves the strict CSP').toContain("script-src 'self'")
        await waitForPageReady(page)

        await expect(page.locator('h1')).toHaveCount(1)
        expect((await page.title()).trim()).not.toBe('')
        const nav = page.getByRole('navigation', { name: 'Main' })
        // On a phone the links sit behind the "Menu" button: open it, find every link, close it again.
        const folded = await openMenuIfFolded(page)
        for (const name of NAV_LINKS) {
          await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1)
        }
        // Closed by pointer, so the screenshot shows no focus ring on the button.
        if (folded) await nav.getByRole('button', { name: 'Menu' }).click()

        const shot = (theme: string) => `test-results/screenshots/${route.name}-${viewportName}-${theme}.png`
        await page.screenshot({ path: shot('light'), fullPage: true })
        const light = withAxe ? await seriousAxeViolations(page) : []

        await page.emulateMedia({ colorScheme: 'dark' })
        await page.screenshot({ path: shot('dark'), fullPage: true })
        const dark = withAxe ? await seriousAxeViolations(page, ['color-contrast', 'link-in-text-block']) : []

        expect(light, `axe (light) on ${path}`).toEqual([])
        expect(dark, `axe (dark) on ${path}`).toEqual([])
        expect(watch.problems(), `problems on ${path}:\n${watch.report()}`).toEqual([])
      })
    }
  })
}
