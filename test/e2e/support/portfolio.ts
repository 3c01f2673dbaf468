import { expect, type Page } from '@playwright/test'

/** A position line of a portfolio CSV from a product page's address (`/defi/<slug>/<address>`). */
export function csvLine(href: string, amount: number | string): string {
  const [, , slug, address] = href.split('/')
  return `${slug},${decodeURIComponent(address ?? '')},${amount}`
}

/** [ours] Twenty amounts from 0.01 to 10 billion, so the shares and the totals are tested at both ends. */
export const AMOUNTS = [
  10_000_000_000, 4_200_000, 2_750_000, 1_800_000, 1_250_000, 960_000, 800_000, 640_000, 450_000, 320_000, 250_000, 150_000, 75_000, 50_000,
  25_000, 10_000, 5_000, 1_000, 12.5, 0.01,
]

export function portfolioCsv(lines: readonly string[]): string {
  return `platform,contract_address,amount_usd\n${lines.join('\n')}\n`
}

/** Chooses a CSV file in "Import positions", as a person would with the file picker. */
export async function importPositions(page: Page, text: string, name = 'positions.csv'): Promise<void> {
  await page.getByLabel('Import positions').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') })
}

export function holdingsTable(page: Page) {
  return page.getByRole('table', { name: /^Holdings/ })
}

/** The status line once the visit's (or an import's) refresh is done: "Checked 20 products: …". */
export async function expectChecked(page: Page, text: RegExp | string, timeout = 60_000): Promise<void> {
  await expect(page.locator('.portfolio-status')).toContainText(text, { timeout })
}

/** GET requests to the API (demo: the mock's path prefix; live: the fake service's origin), by path. */
export function countApiRequests(page: Page, isApi: (url: URL) => boolean) {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && isApi(url)) seen.push(url.pathname)
  })
  const isDetail = (path: string) => /\/ratings\/defi\/[^/]+\/[^/]+$/.test(path)
  return {
    details: () => seen.filter(isDetail).length,
    alerts: () => seen.filter((path) => path.endsWith('/ratings/defi/alerts')).length,
    all: () => seen.length,
    reset: () => void (seen.length = 0),
  }
}
