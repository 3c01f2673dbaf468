import { expect, type Page } from '@playwright/test'

/** A laptop's first screen (UI-CONTRACT "What fits on a screen"). */
export const LAPTOP = { width: 1280, height: 800 }

/** What the first screen shows of a page's first table: its rows, how many are wholly in view, and sideways overflow. */
export async function firstScreenOf(page: Page) {
  const table = page.getByRole('main').getByRole('table').first()
  await expect(table.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible()
  await expect(table).not.toHaveAttribute('aria-busy', 'true')
  return page.evaluate(() => {
    const table = document.querySelector('main table')!
    const rows = [...table.querySelectorAll('tbody tr')]
    const whole = rows.filter((row) => {
      const box = row.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
    })
    // The table's own scroll box, or the page, would scroll sideways.
    const box = table.parentElement!
    return {
      rows: rows.length,
      wholeRows: whole.length,
      tableHiddenSideways: Math.max(0, table.scrollWidth - box.clientWidth),
      pageHiddenSideways: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    }
  })
}

/** Every row of the default page is wholly on the first screen, and nothing scrolls sideways. */
export async function expectWholePageOnFirstScreen(page: Page, rows: number): Promise<void> {
  const seen = await firstScreenOf(page)
  expect(seen, `on ${page.url()}`).toEqual({ rows, wholeRows: rows, tableHiddenSideways: 0, pageHiddenSideways: 0 })
}
