import { expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * The host sends the build's compressed copies (vite.config.ts writes them
 * for files of 1 KiB or more; `vite preview` and the README's nginx send them
 * as they are): a cold page's scripts and stylesheet come Brotli-encoded to a
 * browser that accepts it (the smaller ones as they are),
 * the same script comes gzip-encoded to one that accepts only gzip, and as
 * it is to one that accepts neither, with the same content every time.
 */
export async function expectCompressedCopiesServed(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const assets: { url: string; encoding: string | undefined; length: number }[] = []
  // The context's responses include the host's answers to the demo's service worker, which fetches the page's later
  // chunks for it; the page's copies of those (fromServiceWorker) are the worker's, not the host's.
  page.context().on('response', (response) => {
    if (response.fromServiceWorker()) return
    if (/\/assets\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname)) {
      const headers = response.headers()
      assets.push({ url: response.url(), encoding: headers['content-encoding'], length: Number(headers['content-length'] ?? Infinity) })
    }
  })
  await page.goto(path)
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 })
  expect(assets.length, 'scripts and a stylesheet loaded').toBeGreaterThanOrEqual(2)
  for (const asset of assets) {
    if (asset.encoding === undefined && asset.length < 1024) continue
    expect(asset.encoding, asset.url).toBe('br')
  }
  expect(assets.filter((asset) => asset.encoding === 'br').length, 'the start-up script and the stylesheet at least').toBeGreaterThanOrEqual(2)

  // The start-up script: the largest the page loaded (a tiny runtime chunk beside it has no compressed copy).
  const startUp = assets.filter((asset) => asset.url.endsWith('.js')).toSorted((a, b) => b.length - a.length)[0]?.url ?? ''
  const bodies: string[] = []
  for (const [accepted, encoding] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const response = await request.get(startUp, { headers: { 'Accept-Encoding': accepted } })
    expect(response.status(), `${startUp} (${accepted})`).toBe(200)
    expect(response.headers()['content-encoding'], `${startUp} (${accepted})`).toBe(encoding)
    // Playwright decodes the body: the three must be one script.
    bodies.push(await response.text())
  }
  expect(bodies[0]?.length).toBeGreaterThan(1000)
  expect(new Set(bodies).size, 'the Brotli, gzip and plain answers hold the same script').toBe(1)
}
