import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { waitForPageReady } from './page-watch'

/** CI keeps test-results/ as artefacts: the PDFs are there to be looked at. */
const PDF_DIR = resolve('test-results/print')

/** Page objects of a PDF (`/Type /Page`, not the `/Type /Pages` tree nodes): Chromium's PDFs keep them uncompressed. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
}

/** Product and provider pages picked from the first rows of their tables, as a person would. */
export async function firstLinks(page: Page, listPath: string, count: number): Promise<Array<{ name: string; href: string }>> {
  await page.goto(listPath)
  await waitForPageReady(page)
  const links = page.getByRole('table').first().getByRole('rowheader').getByRole('link')
  // The demo backend answers from the browser: slow when the machine is busy.
  await expect(links.nth(count - 1)).toBeVisible({ timeout: 30_000 })
  // Names and addresses read in one go, from one render: read link by link, a refetch that re-sorted the rows
  // between two reads paired a name with another row's address (the portfolio's print test missed a name once).
  return links.evaluateAll(
    (anchors, wanted) => anchors.slice(0, wanted).map((anchor) => ({ name: anchor.textContent?.trim() ?? '', href: anchor.getAttribute('href') ?? '' })),
    count,
  )
}

/** `/defi/<slug>/<address>` → `/compare?items=<slug>:<address>,…` */
export function comparePathOf(hrefs: string[]): string {
  const items = hrefs.map((href) => {
    const [, , slug, address] = href.split('/')
    return `${slug}:${address}`
  })
  return `/compare?items=${items.join(',')}`
}

/** The text a definition list's `term` has on screen (e.g. "Rated since" → "3 Mar 2025"). */
export async function factText(page: Page, term: string): Promise<string> {
  const text = await page.locator('dt', { hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]').innerText()
  return text.trim()
}

/**
 * Presses "Print report" (the browser's print dialog replaced by a counter:
 * headless Chromium cannot show one) and waits until the page has called it.
 */
export async function pressPrintReport(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { printCalls: number }
    counted.printCalls = 0
    window.print = () => {
      counted.printCalls += 1
    }
  })
  await page.getByRole('button', { name: 'Print report' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1)
}

/** The score tree's body rows and the buttons in it, all and as laid out in the current media. */
async function scoreTreeLayout(page: Page): Promise<{ rows: number; rowsShown: number; buttonsShown: number; text: string }> {
  return page.getByRole('table', { name: /scores by group, sub-group and criterion/ }).evaluate((table) => {
    const shown = (element: Element) => getComputedStyle(element).display !== 'none'
    const rows = Array.from(table.querySelectorAll('tbody tr'))
    return {
      rows: rows.length,
      rowsShown: rows.filter(shown).length,
      buttonsShown: Array.from(table.querySelectorAll('button')).filter(shown).length,
      text: (table as HTMLElement).innerText,
    }
  })
}

export interface PrintedReport {
  /** The page's visible text in print media. */
  text: string
  pages: number
  /** The computed background of the page in print media. */
  background: string
}

/** Prints the page to an A4 PDF in the given colour scheme, saves it as `<name>.pdf` and reads back what was printed. */
export async function printToPdf(page: Page, name: string, colorScheme: 'light' | 'dark'): Promise<PrintedReport> {
  await page.emulateMedia({ media: 'print', colorScheme })
  // The page hears of the print media in a change event and draws what it prints (every holding, a month a row of
  // history) at once: two frames later that is drawn, and the text read is the report's.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
  const text = await page.locator('body').innerText()
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true })
  mkdirSync(PDF_DIR, { recursive: true })
  writeFileSync(resolve(PDF_DIR, `${name}.pdf`), pdf)
  await page.emulateMedia({ media: 'screen', colorScheme: null })
  return { text, pages: pdfPageCount(pdf), background }
}

/** Nothing of the app's frame and controls is on paper. */
export function expectNoControls(report: PrintedReport): void {
  for (const control of ['Print report', 'Skip to content', 'Overview', 'API keys', 'Settings', 'Watchlist', 'credits', 'Show as table', 'Copy', 'Remove', 'Expand all']) {
    expect(report.text, `"${control}" is printed`).not.toContain(control)
  }
}

/** The line on top of the first page: the page's address and the date printed. */
export function expectSourceLine(report: PrintedReport, page: Page): void {
  const url = page.url()
  expect(report.text).toContain(url)
  expect(report.text).toMatch(/printed \S.*\d{4}/)
  expect(report.background).toBe('rgb(255, 255, 255)')
}

/** Grade letters and band words of the first large grade badges on screen (rating, then potential). */
async function gradesOnScreen(page: Page): Promise<string[]> {
  const badges = page.locator('main .grade-badge.is-large')
  await expect(badges.first()).toBeVisible()
  const out: string[] = []
  for (const badge of await badges.all()) {
    out.push((await badge.locator('.grade-text').innerText()).trim(), (await badge.locator('.grade-band').innerText()).trim())
  }
  return out
}

/** What every printed report holds, whichever build printed it. */
function expectReport(report: PrintedReport, page: Page, build: 'demo' | 'live', secret?: () => string): void {
  expectNoControls(report)
  expectSourceLine(report, page)
  if (build === 'demo') expect(report.text).toContain('fictional')
  else expect(report.text).not.toContain('Demo data')
  if (secret) expect(report.text).not.toContain(secret())
}

/**
 * The three reports of issue 24 (product, provider, comparison of two), printed to A4 PDFs in
 * the light and the dark theme, their pages counted against the budgets and their print text read.
 * `connect` runs first in each test (the live build connects to the fake API).
 */
export function definePrintReportTests(
  test: typeof import('@playwright/test').test,
  build: 'demo' | 'live',
  connect: (page: Page) => Promise<void> = async () => {},
  /** A value that must never be printed (the live build's API key). */
  secret?: () => string,
): void {
  test.describe(`Print report (${build})`, () => {
    // Four A4 PDFs and a page's whole text per test: more than the default minute on a busy machine.
    test.describe.configure({ timeout: 150_000 })
    test('a product prints on at most 3 A4 pages with its grades, reading, charts, dates and methodology', async ({ page }) => {
      await connect(page)
      const [product] = await firstLinks(page, '/defi', 1)
      // In-app, as a reader would: a reload would start the demo backend again (slow on a busy machine).
      await page.getByRole('table').first().getByRole('rowheader').getByRole('link', { name: product!.name, exact: true }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible({ timeout: 30_000 })
      await waitForPageReady(page)
      const grades = await gradesOnScreen(page)
      const facts = [await factText(page, 'Rated at'), await factText(page, 'Rated since'), await factText(page, 'Methodology version')]
      await pressPrintReport(page)

      for (const scheme of ['light', 'dark'] as const) {
        const report = await printToPdf(page, `${build}-product${scheme === 'dark' ? '-dark' : ''}`, scheme)
        expect(report.pages, `${scheme}: product report pages`).toBeGreaterThanOrEqual(1)
        expect(report.pages, `${scheme}: product report pages`).toBeLessThanOrEqual(3)
        expect(report.text).toContain(product!.name)
        for (const text of [...grades, ...facts]) expect(report.text).toContain(text)
        expect(report.text).toMatch(/What holds this rating back|Weakest areas/)
        expect(report.text).toContain('Pillar grades and scores')
        // The chart's numbers, on screen one click away, are printed under it.
        expect(report.text).toContain('Average score')
        expectReport(report, page, build, secret)
      }
    })

    test('a provider prints on at most 5 A4 pages with its grade, weakest criteria, score tree and dates', async ({ page }) => {
      await connect(page)
      const [provider] = await firstLinks(page, '/infra', 1)
      // In-app, as a reader would: a reload would start the demo backend again (slow on a busy machine).
      await page.getByRole('table').first().getByRole('rowheader').getByRole('link', { name: provider!.name, exact: true }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: provider!.name })).toBeVisible({ timeout: 30_000 })
      await waitForPageReady(page)
      const grades = await gradesOnScreen(page)
      const facts = [await factText(page, 'Rated'), await factText(page, 'Rated since'), await factText(page, 'Methodology version')]
      await pressPrintReport(page)

      // On screen the sub-groups start closed; on paper the tree is fully open, as plain rows without its controls.
      const onScreen = await scoreTreeLayout(page)
      expect(onScreen.rowsShown).toBeLessThan(onScreen.rows)
      await page.emulateMedia({ media: 'print' })
      const onPaper = await scoreTreeLayout(page)
      await page.emulateMedia({ media: 'screen' })
      expect(onPaper.rowsShown, 'every row of the score tree is printed').toBe(onPaper.rows)
      expect(onPaper.buttonsShown, 'no button of the score tree is printed').toBe(0)
      expect(onPaper.text).not.toMatch(/[▾▸]/)

      for (const scheme of ['light', 'dark'] as const) {
        const report = await printToPdf(page, `${build}-provider${scheme === 'dark' ? '-dark' : ''}`, scheme)
        expect(report.pages, `${scheme}: provider report pages`).toBeGreaterThanOrEqual(1)
        expect(report.pages, `${scheme}: provider report pages`).toBeLessThanOrEqual(5)
        expect(report.text).toContain(provider!.name)
        for (const text of [...grades, ...facts]) expect(report.text).toContain(text)
        expect(report.text).toContain('Weakest criteria')
        expect(report.text).toContain('Score tree')
        expectReport(report, page, build, secret)
      }
    })

    test('a comparison of two products prints on at most 3 A4 pages with its chart drawn', async ({ page }) => {
      await connect(page)
      const products = await firstLinks(page, '/defi', 2)
      await page.goto(comparePathOf(products.map((product) => product.href)))
      await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible()
      await waitForPageReady(page)
      await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 })
      await pressPrintReport(page)
      // Drawn with the page, whether or not it was scrolled to.
      await expect(page.getByRole('figure', { name: 'Pillar scores side by side' }).locator('svg.recharts-surface')).toHaveCount(1)

      for (const scheme of ['light', 'dark'] as const) {
        const report = await printToPdf(page, `${build}-compare${scheme === 'dark' ? '-dark' : ''}`, scheme)
        expect(report.pages, `${scheme}: comparison report pages`).toBeGreaterThanOrEqual(1)
        expect(report.pages, `${scheme}: comparison report pages`).toBeLessThanOrEqual(3)
        for (const product of products) expect(report.text).toContain(product.name)
        expect(report.text).toContain('Pillar scores side by side')
        expect(report.text).toMatch(/\b(AAA|AA|A|BBB|BB|B|CCC|CC|C|D)\b/)
        expectReport(report, page, build, secret)
      }
    })
  })
}
