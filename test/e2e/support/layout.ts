import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Layout checks with real boxes: an element counts as shown when it has a
 * size, lies inside the viewport (the first screen, unscrolled), is not cut
 * by any ancestor that clips its overflow (a table's scroll box), and is what
 * the browser hits at its centre (nothing covers it). Returns what is wrong,
 * an empty list when nothing is.
 */
export function problemsShowing(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const problems: string[] = []
    const box = element.getBoundingClientRect()
    const at = (rect: DOMRect) => `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`
    if (box.width === 0 || box.height === 0) problems.push('it has no size')
    if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
      problems.push(`it lies at ${at(box)}, outside the ${innerWidth}×${innerHeight} viewport`)
    }
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const clip = parent.getBoundingClientRect()
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5) {
        problems.push(`it lies at ${at(box)}, cut by <${parent.tagName.toLowerCase()} class="${parent.className}"> at ${at(clip)}`)
      }
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (!hit || !element.contains(hit)) problems.push(`its centre shows <${hit?.tagName.toLowerCase() ?? 'nothing'}> instead`)
    return problems
  })
}

export async function expectShown(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toHaveCount(1)
  expect(await problemsShowing(locator), `${what} is fully shown on the first screen`).toEqual([])
}

/** How far the document itself scrolls sideways (0 when it fits). */
export function documentOverflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The cell of `row` under the column headed `header` (rows and headers share one order). */
export async function cellUnder(table: Locator, row: Locator, header: string | RegExp): Promise<Locator> {
  const names = (await table.locator('thead th').allInnerTexts()).map((text) => text.replace(/[▲▼↕]/g, '').trim())
  const index = names.findIndex((name) => (typeof header === 'string' ? name === header : header.test(name)))
  expect(index, `a column headed ${String(header)} (headers: ${names.join(', ')})`).toBeGreaterThanOrEqual(0)
  return row.locator(':scope > th, :scope > td').nth(index)
}

/** The first row of data (not a skeleton) of `table`. */
export async function firstDataRow(table: Locator): Promise<Locator> {
  const row = table.locator('tbody tr:not([aria-hidden="true"])').first()
  await row.waitFor()
  return row
}

/** Opens the phone "Menu" when the navigation is folded behind it; says whether it did. */
export async function openMenuIfFolded(page: Page): Promise<boolean> {
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' })
  if (!(await menu.isVisible())) return false
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  return true
}
