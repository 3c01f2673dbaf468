import { expect, type Page } from '@playwright/test'

/** Set by playwright.config.ts: the local fake of the real service and its one valid key. */
export function liveApi(): { url: string; key: string } {
  const url = process.env.E2E_LIVE_API_URL
  const key = process.env.E2E_LIVE_API_KEY
  if (!url || !key) throw new Error('E2E_LIVE_API_URL and E2E_LIVE_API_KEY are unset: run the browser tests with `npx playwright test`.')
  return { url, key }
}

/** Connects the live build to the fake API through Settings, as a person would. */
export async function connectLive(page: Page, options: { remember?: boolean; key?: string; baseUrl?: string } = {}): Promise<void> {
  const api = liveApi()
  await page.goto('/settings')
  await page.getByRole('radio', { name: 'Live API' }).check()
  await page.getByLabel('API base URL').fill(options.baseUrl ?? api.url)
  await page.getByLabel('API key').fill(options.key ?? api.key)
  const remember = page.getByRole('checkbox', { name: 'Remember on this device' })
  if (options.remember) await remember.check()
  else await remember.uncheck()
  await page.getByRole('button', { name: 'Connect' }).click()
}

export async function expectConnected(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Connected/ })).toBeVisible()
}

/**
 * Waits until this device's stored query cache (the Cache API entry the app
 * writes, throttled) holds at least `count` queries whose key includes
 * `keyPart`, e.g. `"defi","list"`: a reload after it finds them.
 */
export async function storedQueries(page: Page, keyPart: string, count = 1): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (part) => {
          const cache = await caches.open('ratings-dashboard-query-cache')
          let found = 0
          for (const request of await cache.keys()) {
            const stored = JSON.parse((await (await cache.match(request))?.text()) ?? '{}') as { clientState?: { queries?: { queryHash: string }[] } }
            found += (stored.clientState?.queries ?? []).filter((query) => query.queryHash.includes(part)).length
          }
          return found
        }, keyPart),
      { message: `stored queries with ${keyPart}` },
    )
    .toBeGreaterThanOrEqual(count)
}
