import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export function watchlistNavLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Watchlist/ })
}

export function watchlistRow(page: Page, name: string) {
  return page.getByRole('table', { name: /^Watchlist/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
}

/** Serious or critical WCAG A/AA findings on the page as it is. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)
}

/** Presses Watch on the product or provider page on screen and checks it took. */
export async function watchThisPage(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Watch', exact: true })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(toggle).toBeEnabled()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
}
