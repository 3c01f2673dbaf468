import { test, expect, type Locator } from '@playwright/test'
import { waitForPageReady } from './support/page-watch'
import { VIEWPORTS, discoverRoutePaths } from './support/routes'

/**
 * UI-CONTRACT "Keyboard, zoom and assistive technology": in forced-colours
 * mode (Windows High Contrast) chart bars stay visible and distinguishable.
 * Chromium's emulation of `forced-colors: active` paints backgrounds in the
 * system colours as Windows does; a bar must keep an outline that differs
 * from the background, and its grade label must still be drawn. Screenshots
 * of each chart go to test-results/screenshots/forced-colors-*.png.
 */

/** A colour the eye can see: not none, not fully transparent. */
function visibleColour(value: string): boolean {
  if (value === 'none' || value === 'transparent') return false
  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(value)
  return !alpha || Number(alpha[1]) > 0
}

interface Paint {
  stroke: string
  strokeWidth: number
  fill: string
  background: string
}

/** The computed paint of `bar`, with the background of the figure it is drawn on (forced to the system's Canvas). */
async function paintOf(bar: Locator): Promise<Paint> {
  return bar.evaluate((element) => {
    const style = getComputedStyle(element)
    let background = 'transparent'
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const colour = getComputedStyle(parent).backgroundColor
      if (colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)') {
        background = colour
        break
      }
    }
    return { stroke: style.stroke, strokeWidth: parseFloat(style.strokeWidth), fill: style.fill, background }
  })
}

async function expectOutlinedBars(bars: Locator, what: string): Promise<void> {
  await expect(bars.first(), `${what}: a bar is drawn`).toBeVisible()
  const count = await bars.count()
  for (let index = 0; index < count; index += 1) {
    const paint = await paintOf(bars.nth(index))
    expect(visibleColour(paint.stroke), `${what}, bar ${index + 1}: its outline (${paint.stroke}) is not none or transparent`).toBe(true)
    expect(paint.strokeWidth, `${what}, bar ${index + 1}: its outline has a width`).toBeGreaterThan(0)
    expect(paint.stroke, `${what}, bar ${index + 1}: its outline differs from the background it is drawn on`).not.toBe(paint.background)
  }
}

async function shoot(target: Locator, name: string, width: number, theme: string): Promise<void> {
  await target.screenshot({ path: `test-results/screenshots/forced-colors-${name}-${width}-${theme}.png` })
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`forced colours, ${viewportName}`, () => {
    test.use({ viewport })

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme}: chart bars on a product page, compare and /keys keep a visible outline and their labels`, async ({ page }) => {
        const paths = await discoverRoutePaths(page)
        await page.emulateMedia({ forcedColors: 'active', colorScheme: theme })
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours are emulated').toBe(true)

        await page.goto(paths.product ?? '/')
        await waitForPageReady(page)
        const pillars = page.getByRole('img', { name: 'Pillar grades and scores' })
        await pillars.scrollIntoViewIfNeeded()
        await expectOutlinedBars(pillars.locator('.score-bar'), 'product pillar bars')
        const labels = pillars.locator('.score-bars-label')
        for (const label of await labels.all()) {
          const paint = await paintOf(label)
          expect(visibleColour(paint.fill), `pillar label "${await label.textContent()}" is drawn`).toBe(true)
          expect(paint.fill, 'a label differs from the background').not.toBe(paint.background)
        }
        expect((await labels.allTextContents()).join(' '), 'each bar has its grade written').toMatch(/\b(AAA|AA|A|BBB|BB|B|CCC|CC|C|D)[+-]?\b/)
        await shoot(page.locator('figure').filter({ has: pillars }), 'product', viewport.width, theme)

        await page.goto(paths.compare ?? '/')
        await waitForPageReady(page)
        const figure = page.locator('figure').filter({ has: page.getByRole('heading', { name: 'Pillar scores side by side' }) })
        await figure.scrollIntoViewIfNeeded()
        await expectOutlinedBars(figure.locator('.recharts-bar-rectangle path'), 'compare bars')
        await expect(figure.locator('.recharts-label').first(), 'the compare bars keep their grade labels').toBeVisible()
        await shoot(figure, 'compare', viewport.width, theme)

        await page.goto('/keys')
        await waitForPageReady(page)
        // The Usage section draws its bars when it nears the viewport, as a person scrolls to it (below the keys on a phone).
        await page.getByRole('region', { name: 'Usage' }).scrollIntoViewIfNeeded()
        const usage = page.getByRole('list', { name: 'Credits used per key, as bars' })
        await usage.scrollIntoViewIfNeeded()
        const bar = usage.locator('.keys-usage-bar').first()
        await expect(bar).toBeVisible()
        // A <span> bar is a background: forced colours would paint it as the page's unless the bar opts out.
        const track = await usage.locator('.keys-usage-bar-track').first().evaluate((element) => getComputedStyle(element).backgroundColor)
        const fill = await bar.evaluate((element) => getComputedStyle(element).backgroundColor)
        expect(fill, 'a usage bar differs from its track').not.toBe(track)
        await shoot(usage, 'keys-usage', viewport.width, theme)
      })
    }
  })
}
