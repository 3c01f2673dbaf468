import { test, expect, type Locator, type Page } from '@playwright/test'
import { cellUnder, documentOverflowX, expectShown, firstDataRow, problemsShowing } from './support/layout'
import { waitForPageReady, waitForQuietFrame } from './support/page-watch'
import { CONTRACT_ROUTES, VIEWPORTS, discoverRoutePaths } from './support/routes'
import { seriousAxeViolations, watchThisPage } from './support/watchlist'

/**
 * UI-CONTRACT "What fits on a screen" and the phone navigation, measured
 * with real boxes at 1280 × 900 and 390 × 844 (support/layout.ts: inside the
 * viewport, not cut by a scroll box, not covered).
 */
const DEFI_KEY_COLUMNS = ['Product', 'Rating', 'Potential rating', 'TVL', 'APY']
const DEFI_COLUMNS = ['Product', 'Platform', 'Type', 'Chain', 'Rating', 'Potential rating', 'TVL', 'APY', 'Users', 'Rated', 'Rated since', 'Version']

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForPageReady(page)
}

function mainTable(page: Page): Locator {
  return page.locator('main table').first()
}

/** Column headers whose whole box is shown (inside the viewport and the table's scroll box). */
async function columnsShown(table: Locator): Promise<string[]> {
  const headers = table.locator('thead th')
  const shown: string[] = []
  for (let index = 0; index < (await headers.count()); index += 1) {
    const header = headers.nth(index)
    if ((await problemsShowing(header)).length === 0) shown.push((await header.innerText()).replace(/[▲▼↕]/g, '').trim())
  }
  return shown
}

/** Watches the first product and the first provider, so /watchlist has rows. */
async function watchTwoItems(page: Page): Promise<void> {
  const paths = await discoverRoutePaths(page)
  for (const path of [paths.product, paths.provider]) {
    expect(path, 'a product and a provider to watch').toBeTruthy()
    await open(page, path ?? '/')
    await watchThisPage(page)
  }
}

test.describe('laptop, 1280 × 900', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('DeFi: Product, Rating, Potential rating, TVL and APY show and fit beside the open filters; the chooser offers all twelve but Product', async ({ page }) => {
    await open(page, '/defi')
    await expect(page.getByRole('complementary', { name: 'Filters' }), 'the sidebar is open by default').toBeVisible()
    const table = page.getByRole('table', { name: 'DeFi product ratings' })
    for (const name of DEFI_COLUMNS) {
      const count = DEFI_KEY_COLUMNS.includes(name) ? 1 : 0
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${name}$`) }), `column ${name} by default`).toHaveCount(count)
    }
    const row = await firstDataRow(table)
    for (const name of DEFI_KEY_COLUMNS) {
      await expectShown(table.getByRole('columnheader', { name: new RegExp(`^${name}$`) }), `the ${name} header`)
      await expectShown(await cellUnder(table, row, name), `the first row's ${name}`)
    }
    const shown = await columnsShown(table)
    test.info().annotations.push({ type: 'DeFi columns fully shown at 1280 px, filters open', description: shown.join(', ') })

    await page.getByRole('button', { name: /^Columns/ }).click()
    const offered = await page.getByRole('group', { name: 'Show columns' }).getByRole('checkbox').evaluateAll((boxes) =>
      boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''),
    )
    expect(offered.toSorted()).toEqual(DEFI_COLUMNS.filter((name) => name !== 'Product').toSorted())
  })

  test('"Hide filters" gives the table the width, and is remembered after a reload', async ({ page }) => {
    // Every column chosen: wider than the screen beside the filters.
    await page.addInitScript(() =>
      localStorage.setItem(
        'ratings-dashboard:columns:defi-ratings',
        JSON.stringify({ platform: true, type: true, chain: true, users: true, rated_at: true, rated_since: true, version: true }),
      ),
    )
    await open(page, '/defi')
    const table = page.getByRole('table', { name: 'DeFi product ratings' })
    await firstDataRow(table)
    const before = await columnsShown(table)

    const hide = page.getByRole('button', { name: 'Hide filters' })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    await hide.click()
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()
    const after = await columnsShown(table)
    expect(after.length, `more columns shown without the sidebar (${before.join(', ')} → ${after.join(', ')})`).toBeGreaterThan(before.length)

    await page.reload()
    await waitForPageReady(page)
    const show = page.getByRole('button', { name: 'Show filters' })
    await expect(show).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()
    await show.click()
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible()
  })

  test('infrastructure, alerts, keys and watchlist show every default column beside the filters', async ({ page }) => {
    await watchTwoItems(page)
    for (const path of ['/infra', '/alerts', '/keys', '/watchlist']) {
      await open(page, path)
      const table = mainTable(page)
      await firstDataRow(table)
      const all = (await table.locator('thead th').allInnerTexts()).map((text) => text.replace(/[▲▼↕]/g, '').trim())
      expect(await columnsShown(table), `every column of ${path} fits at 1280 px`).toEqual(all)
    }
  })

  test('the navigation shows its links in a row, with no Menu button', async ({ page }) => {
    await open(page, '/defi')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expectShown(nav.getByRole('link', { name: 'Settings', exact: true }), 'the Settings link')
  })
})

test.describe('phone, 390 × 844', () => {
  test.use({ viewport: VIEWPORTS.phone })

  /** Name and grade of the first row of each list page; the grade column differs per page. */
  const LIST_PAGES: Array<{ route: 'defi' | 'platform' | 'infra' | 'alerts' | 'keys' | 'watchlist'; name: string | RegExp; grade: string; also?: string[] }> = [
    { route: 'defi', name: 'Product', grade: 'Rating', also: ['TVL'] },
    { route: 'platform', name: 'Product', grade: 'Rating', also: ['TVL'] },
    { route: 'infra', name: 'Provider', grade: 'Rating' },
    { route: 'alerts', name: 'Title', grade: 'Severity' },
    { route: 'keys', name: 'Label', grade: 'Status' },
    { route: 'watchlist', name: 'Name', grade: 'Rating', also: ['Change'] },
  ]

  test("every list page shows the first row's name and grade on the first screen, with no sideways scroll and 24 px tap targets", async ({ page }) => {
    await watchTwoItems(page)
    const paths = await discoverRoutePaths(page)
    for (const list of LIST_PAGES) {
      const path = paths[list.route] ?? ''
      await open(page, path)
      const table = mainTable(page)
      const row = await firstDataRow(table)
      for (const column of [list.name, list.grade, ...(list.also ?? [])]) {
        await expectShown(await cellUnder(table, row, column), `${path}: the first row's ${String(column)}`)
      }
      expect(await documentOverflowX(page), `${path} does not scroll sideways`).toBeLessThanOrEqual(0)

      // WCAG 2.2 target size: a control's target is its box, or its label's when the label wraps it.
      const small = await page.locator('header, main').evaluateAll((roots) =>
        roots.flatMap((root) =>
          [...root.querySelectorAll<HTMLElement>('button, select, input:not([type="hidden"]), table a, nav a')]
            .map((element) => ({ element, target: element.closest('label') ?? element }))
            .filter(({ target }) => target.getClientRects().length > 0 && !target.closest('.visually-hidden'))
            .map(({ element, target }) => ({ element, box: target.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 23.5 || box.height < 23.5)
            .map(({ element, box }) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`),
        ),
      )
      expect(small, `${path}: tap targets under 24 × 24 px`).toEqual([])
    }
  })

  test('data arriving does not move the page: on a first visit to each route, layout shifts add up to under 0.005', async ({ page, browser }) => {
    const paths = await discoverRoutePaths(page)
    const shifts: string[] = []
    for (const route of CONTRACT_ROUTES) {
      const path = paths[route.name] ?? '/'
      // A browser of its own for each visit: nothing stored, so the data comes from the (demo) server.
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: VIEWPORTS.phone })
      try {
        const visit = await context.newPage()
        await visit.addInitScript(() => {
          const store = { total: 0, moved: [] as string[] }
          const count = (entries: PerformanceEntryList) => {
            for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
              if (entry.hadRecentInput) continue
              store.total += entry.value
              for (const source of entry.sources ?? []) store.moved.push(source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName))
            }
          }
          const shifts = new PerformanceObserver((list) => count(list.getEntries()))
          shifts.observe({ type: 'layout-shift', buffered: true })
          // Shifts recorded but not yet handed to the observer are counted when the test reads the store.
          Object.assign(window, { __layoutShifts: () => (count(shifts.takeRecords()), store) })
        })
        await visit.goto(path)
        await waitForPageReady(visit)
        await waitForQuietFrame(visit)
        const { total, moved } = await visit.evaluate(() => (Reflect.get(window, '__layoutShifts') as () => { total: number; moved: string[] })())
        if (total >= 0.005) shifts.push(`${path}: ${total.toFixed(4)} (${[...new Set(moved)].join(', ')})`)
      } finally {
        await context.close()
      }
    }
    expect(shifts, 'pages that moved as their data came').toEqual([])
  })

  test('no route scrolls sideways, and every h1 starts within the top 200 px', async ({ page }) => {
    const paths = await discoverRoutePaths(page)
    for (const route of CONTRACT_ROUTES) {
      const path = paths[route.name]
      expect(path, `a real path for ${route.name}`).toBeTruthy()
      await open(page, path ?? '/')
      expect(await documentOverflowX(page), `${path} does not scroll sideways at 390 px`).toBeLessThanOrEqual(0)
      const top = await page.locator('h1').evaluate((heading) => heading.getBoundingClientRect().top)
      expect(top, `${path}: the h1 starts within the top 200 px`).toBeLessThanOrEqual(200)
    }
  })

  test('the navigation folds behind "Menu": a disclosure that works by keyboard, closes on Escape and returns focus', async ({ page }) => {
    await open(page, '/infra')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = nav.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'DeFi', exact: true })).toBeHidden()

    for (let stop = 0; stop < 6 && !(await menu.evaluate((button) => button === document.activeElement)); stop += 1) {
      await page.keyboard.press('Tab')
    }
    await expect(menu, 'Tab reaches Menu').toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expectShown(nav.getByRole('link', { name: 'Settings', exact: true }), 'the last link of the open menu')
    expect(await seriousAxeViolations(page), 'axe with the menu open').toEqual([])

    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Overview', exact: true }), 'Tab goes from Menu into its links').toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu, 'Escape gives focus back to Menu').toBeFocused()
    await expect(nav.getByRole('link', { name: 'DeFi', exact: true })).toBeHidden()

    await page.keyboard.press('Space')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const defi = nav.getByRole('link', { name: 'DeFi', exact: true })
    await defi.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'DeFi ratings' })).toBeVisible()
    await expect(menu, 'a new page closes the menu').toHaveAttribute('aria-expanded', 'false')
  })

  test('a card still offers every column: the chooser applies, and the product name opens its page', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('ratings-dashboard:columns:defi-ratings', JSON.stringify({ platform: true, version: true })),
    )
    await open(page, '/defi')
    const table = page.getByRole('table', { name: 'DeFi product ratings' })
    const row = await firstDataRow(table)
    // The card's last field is below the first screen: scrolled to, it is whole (nothing cut sideways).
    const version = await cellUnder(table, row, 'Version')
    await version.scrollIntoViewIfNeeded()
    expect(await problemsShowing(version), "the first card's Version, scrolled to").toEqual([])
    await page.getByRole('button', { name: /^Columns/ }).click()
    await page.getByRole('checkbox', { name: 'Platform' }).uncheck()
    await page.keyboard.press('Escape')
    await expect(table.getByRole('columnheader', { name: 'Platform' })).toHaveCount(0)
    await expect(row.getByText('Platform', { exact: true }), 'the card drops the hidden column').toHaveCount(0)

    const name = row.getByRole('rowheader').getByRole('link')
    const productName = (await name.innerText()).trim()
    await name.click()
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  })
})

/**
 * UI-CONTRACT "Keyboard, zoom and assistive technology": at 320 × 640 CSS px
 * (1280 px at 400 % zoom, WCAG 1.4.10) no page scrolls sideways; what is wider
 * (a table) scrolls inside its own region, which has a name and is reachable
 * with Tab.
 */
/** At 320 px `path` does not scroll sideways, and each box in it that does is a named region reachable with Tab. */
async function expectReflow(page: Page, path: string): Promise<void> {
  await open(page, path)
  const widest = await page.evaluate(() => {
    // What sticks out of the viewport, so a failure says which element to fix.
    const out = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= innerWidth + 0.5) return false
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return parent === document.body || parent === document.documentElement
      }
      return true
    })
    return out.slice(0, 3).map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> to ${Math.round(element.getBoundingClientRect().right)} px`)
  })
  expect(await documentOverflowX(page), `${path} does not scroll sideways at 320 px (sticking out: ${widest.join(', ')})`).toBeLessThanOrEqual(0)
  const scrollers = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1
      })
      // A row made only of controls (the phone cards' sort buttons in the table head) scrolls to each as Tab
      // reaches it: no region needed.
      .filter((element) => !element.closest('thead'))
      .filter((element) =>
        Array.from(element.children).some((child) => {
          const box = child.getBoundingClientRect()
          return box.width > 1 && !child.matches('button, a[href], input, select') && !child.querySelector('button, a[href], input, select')
        }),
      )
      .map((element) => ({
        what: `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
        role: element.getAttribute('role') ?? (element.tagName === 'SECTION' ? 'region' : ''),
        named: Boolean(element.getAttribute('aria-label') || element.getAttribute('aria-labelledby')),
        tabbable: (element as HTMLElement).tabIndex >= 0,
      })),
  )
  for (const scroller of scrollers) {
    expect(scroller, `${path}: ${scroller.what} scrolls sideways, so it is a named region reachable with Tab`).toMatchObject({ role: 'region', named: true, tabbable: true })
  }
}

test.describe('reflow, 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('a provider page does not scroll sideways: its group summary table scrolls in its own named region', async ({ page }) => {
    const path = (await discoverRoutePaths(page)).provider
    expect(path, 'a real provider path').toBeTruthy()
    await expectReflow(page, path ?? '/')
    const region = page.getByRole('region', { name: 'Top groups: score against maximum' })
    await expect(region, 'the table wider than the page scrolls inside a region named by its caption').toBeVisible()
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth), 'the region does scroll').toBe(true)
  })

  test('no route scrolls sideways; every box that scrolls sideways is a named region in the Tab order', async ({ page }) => {
    const paths = await discoverRoutePaths(page)
    for (const route of CONTRACT_ROUTES.filter((entry) => entry.name !== 'provider')) {
      const path = paths[route.name]
      expect(path, `a real path for ${route.name}`).toBeTruthy()
      await expectReflow(page, path ?? '/')
    }
  })
})

test.describe('End on a long detail page, on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone })

  for (const route of ['product', 'provider'] as const) {
    test(`${route}: one End reaches the foot of the page, and it stays there`, async ({ page }) => {
      const path = (await discoverRoutePaths(page))[route]
      expect(path, `a ${route} path from the demo data`).toBeTruthy()
      await open(page, path!)
      // A product page asks for its latest alerts once End brings their place near.
      const alertsAnswered = route === 'product' ? page.waitForResponse((response) => response.url().includes('/ratings/defi/alerts')) : null
      await page.keyboard.press('End')
      // Whatever End brings near (blocks drawn late, the latest alerts) has been asked for, has come, and is drawn;
      // and the scroll, which the browser animates, has come to rest (the same position for ten frames).
      await alertsAnswered
      await page.waitForLoadState('networkidle')
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            let last = -1
            let still = 0
            const check = () => {
              still = window.scrollY === last ? still + 1 : 0
              last = window.scrollY
              if (still >= 10) done()
              else requestAnimationFrame(check)
            }
            requestAnimationFrame(check)
          }),
      )
      const gap = await page.evaluate(() => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight))
      expect(gap, 'pixels of the page left below the viewport after one End').toBeLessThanOrEqual(1)
    })
  }
})
