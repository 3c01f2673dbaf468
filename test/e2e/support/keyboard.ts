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

/**
 * Whether the focused element shows a focus indicator, and what it is: an
 * outline whose colour has at least 3:1 contrast against the background it is
 * drawn on (WCAG 1.4.11; the outline sits outside the element, so that is the
 * nearest ancestor's background), or a box shadow.
 */
export async function hasVisibleFocus(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { ok: false, what: 'nothing focused' }
    // Tab also stops on the native calendar button inside a date field; Chromium draws that ring itself.
    if (element instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(element.type)) {
      return { ok: true, what: 'date field' }
    }
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgba(color).map((channel) => channel / 255)
      const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
    const opaque = (color: string) => color !== 'transparent' && (rgba(color)[3] ?? 1) > 0
    let backdrop: Element | null = element.parentElement
    while (backdrop && !opaque(getComputedStyle(backdrop).backgroundColor)) backdrop = backdrop.parentElement
    const background = backdrop ? getComputedStyle(backdrop).backgroundColor : 'rgb(255, 255, 255)'
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].toSorted((a, b) => b - a) as [number, number]
    const contrast = (light + 0.05) / (dark + 0.05)
    const shadow = style.boxShadow !== 'none'
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`
    const ok = (outline && contrast >= 3) || shadow
    return { ok, what: outline && !ok ? `${name} (outline ${style.outlineColor} on ${background}: ${contrast.toFixed(2)}:1)` : name }
  })
}
