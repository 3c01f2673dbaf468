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
