import type { Locator, Page } from '@playwright/test'

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it is never reached. */
export async function tabTo(page: Page, target: Locator, options: { maxStops?: number; backwards?: boolean } = {}): Promise<void> {
  const { maxStops = 80, backwards = false } = options
  for (let stop = 0; stop < maxStops; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`could not reach ${target.toString()} with Tab in ${maxStops} stops`)
}

/** Whether the focused element shows a focus indicator (an outline or a box shadow), and what it is. */
export async function hasVisibleFocus(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { ok: false, what: 'nothing focused' }
    // Tab also stops on the native calendar button inside a date field; Chromium draws that ring itself.
    if (element instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(element.type)) {
      return { ok: true, what: 'date field' }
    }
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== 'none'
    const what = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`
    return { ok: outline || shadow, what }
  })
}
