import { AxeBuilder } from '@axe-core/playwright'
import { test, expect, type Page } from '@playwright/test'
import { waitForPageReady, watchPage } from './support/page-watch'
import { CONTRACT_ROUTES, VIEWPORTS, discoverRoutePaths } from './support/routes'

/**
 * Every route of UI-CONTRACT, in the demo build, at desktop and phone widths:
 * it loads with no uncaught error, no failed request, no console error and no
 * CSP violation; it has one h1, a title and the shared navigation; axe finds
 * no serious or critical violation in the light or the dark theme.
 * Screenshots of each (light theme) go to test-results/screenshots/.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const NAV_LINKS = ['Overview', 'DeFi', 'Infrastructure', 'Alerts', 'API keys', 'Settings']

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

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every route at ${viewportName} width`, () => {
    test.use({ viewport })

    for (const route of CONTRACT_ROUTES) {
      test(`${route.name} (${route.template}) loads cleanly and passes axe in both themes`, async ({ page }) => {
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
        for (const name of NAV_LINKS) {
          // On a phone the links may sit behind a menu button; they must exist either way.
          await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1)
        }

        await page.screenshot({ path: `test-results/screenshots/${route.name}-${viewportName}.png`, fullPage: true })
        const light = await seriousAxeViolations(page)

        await page.emulateMedia({ colorScheme: 'dark' })
        const dark = await seriousAxeViolations(page, ['color-contrast', 'link-in-text-block'])

        expect(light, `axe (light) on ${path}`).toEqual([])
        expect(dark, `axe (dark) on ${path}`).toEqual([])
        expect(watch.problems(), `problems on ${path}:\n${watch.report()}`).toEqual([])
      })
    }
  })
}
