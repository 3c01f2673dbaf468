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
