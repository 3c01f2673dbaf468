import { test, expect } from '@playwright/test'
import { expectCompressedCopiesServed } from './support/compressed'
import { waitForPageReady, watchPage } from './support/page-watch'

/**
 * Run by test/e2e/nginx-proxy.mjs only: the live build served by nginx with
 * the README's server block, the API forwarded on /api to the fake live API.
 * Every document carries the strict Content-Security-Policy, nothing violates
 * it, and the key travels only in the X-API-Key header.
 */
test('the README nginx recipe serves the live build: DeFi list, a product, keys with the revoke dialog cancelled', async ({ page }) => {
  const key = process.env.E2E_LIVE_API_KEY
  if (!key) throw new Error('E2E_LIVE_API_KEY is unset: run `node test/e2e/nginx-proxy.mjs`.')
  const watch = watchPage(page)
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  const apiRequests: { url: string; header: string | undefined }[] = []
  const documents: { url: string; csp: string | undefined }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') {
      documents.push({ url: response.url(), csp: response.headers()['content-security-policy'] })
    }
  })
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push({ url: request.url(), header: request.headers()['x-api-key'] })
  })

  // A client-side route straight from the address bar: nginx serves the app for it.
  await page.goto('/settings')
  await page.getByRole('radio', { name: 'Live API' }).check()
  // The recipe's same-origin /api, entered as a person does when the build has not made it the default (the default from
  // VITE_API_BASE_URL has a unit test): CI serves the one live build it made for every browser test.
  await page.getByLabel('API base URL').fill('/api')
  await page.getByLabel('API key').fill(key)
  await page.getByRole('checkbox', { name: 'Remember on this device' }).uncheck()
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Connected/ })).toBeVisible()

  // /defi's own file (try_files $uri.html): its heading is in the HTML, drawn before the script has run.
  const defiDocument = await page.goto('/defi')
  expect(await defiDocument?.text()).toContain('<h1>DeFi ratings</h1>')
  const table = page.getByRole('table').first()
  await expect(table.getByRole('row')).toHaveCount(11)
  const productHref = (await table.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).find(
    (href) => /^\/defi\/[^/]+\/[^/]+$/.test(href),
  )
  expect(productHref).toBeTruthy()
  const productLink = table.locator(`a[href="${productHref}"]`).first()
  const productName = (await productLink.textContent())?.trim() ?? ''
  await productLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
  await waitForPageReady(page)
  // The product page loaded from the address bar too (nginx's try_files fallback).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
  // Settled before the next page, which would otherwise cut off what the reloaded one still loads (the icon, the shell's small chunks).
  await waitForPageReady(page)

  await page.goto('/keys')
  const revoke = page.getByRole('button', { name: 'Revoke Production', exact: true })
  await revoke.click()
  const dialog = page.getByRole('dialog', { name: 'Revoke “Production”?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  // The keys table's row: the Usage section below has a row per key too.
  await expect(page.getByRole('table', { name: /API keys of this account/ }).getByRole('row', { name: /Production/ })).not.toContainText('Revoked')
  await waitForPageReady(page)

  expect(documents.length).toBeGreaterThanOrEqual(4)
  for (const document of documents) expect(document.csp, document.url).toContain("default-src 'self'")
  expect(apiRequests.length).toBeGreaterThan(3)
  for (const request of apiRequests) {
    expect(request.header, request.url).toBe(key)
    expect(request.url).not.toContain(key)
  }
  expect(page.url()).not.toContain(key)
  expect(violations).toEqual([])
  expect(watch.problems(), watch.report()).toEqual([])
})

test('the README nginx recipe sends the build\'s Brotli copies of the scripts, gzip to a browser without Brotli', async ({ page, request }) => {
  await expectCompressedCopiesServed(page, request, '/defi')
})
