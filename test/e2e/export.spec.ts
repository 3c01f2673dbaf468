import { readFile } from 'node:fs/promises'
import { test, expect, type Page } from '@playwright/test'
import { DEMO_API_KEY } from '../../src/mocks/demo-account'
import { parseCsv } from './support/csv'
import { waitForPageReady } from './support/page-watch'

interface ApiRecord {
  provider_name: string
  contract_address: string
}

/** What the demo backend answers for the same view, read page by page from inside the page (its service worker answers). */
async function demoApiRows(page: Page, path: string, query: string): Promise<ApiRecord[]> {
  return page.evaluate(
    async ({ path, query, key }) => {
      const all: ApiRecord[] = []
      for (let offset = 0; ; offset += 100) {
        const response = await fetch(`/demo-api${path}?${query}&limit=100&offset=${offset}`, { headers: { 'X-API-Key': key } })
        const body = (await response.json()) as { data: ApiRecord[]; pagination: { total_count: number } }
        all.push(...body.data)
        if (all.length >= body.pagination.total_count || body.data.length === 0) return all
      }
    },
    { path, query, key: DEMO_API_KEY },
  )
}

test('demo: "Export all" of /defi sorted by name saves every row of the view, in its order, once', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/defi?sort=name&order=asc')
  await waitForPageReady(page)
  const status = page.getByText(/^Showing 1–10 of \d+/)
  await expect(status).toBeVisible()
  const total = Number(/of ([\d,]+)/.exec((await status.textContent()) ?? '')![1]!.replace(/,/g, ''))
  expect(total, 'more than two pages of 100').toBeGreaterThan(200)

  await page.getByRole('button', { name: 'Export all' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export all rows' })
  await expect(dialog.getByText(`${total} rows in ${Math.ceil(total / 100)} requests`)).toBeVisible()
  await dialog.getByRole('radio', { name: 'JSON' }).check()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Start export' }).click()
  await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuemax', String(total))
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^defi-ratings-\d{4}-\d{2}-\d{2}\.json$/)
  await expect(dialog.getByRole('status')).toHaveText(`Exported ${total} rows`)

  const saved = JSON.parse(await readFile(await file.path(), 'utf8')) as ApiRecord[]
  const expected = await demoApiRows(page, '/ratings/defi', 'sort=name&order=asc')
  const key = (record: ApiRecord) => `${record.provider_name}|${record.contract_address}`
  expect(saved.map(key)).toEqual(expected.map(key))
  expect(new Set(saved.map(key)).size).toBe(total)
})

test('demo: the export goes on while the person browses to another page', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/infra')
  await waitForPageReady(page)
  await page.getByRole('button', { name: 'Export all' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('dialog', { name: 'Export all rows' }).getByRole('button', { name: 'Start export' }).click()
  await page.getByRole('dialog', { name: 'Export all rows' }).getByRole('button', { name: 'Close' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/alerts/i)

  const file = await download
  expect(file.suggestedFilename()).toMatch(/^infra-ratings-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = parseCsv(await readFile(await file.path(), 'utf8'))
  expect(rows[0]![0]).toBe('Provider')
  expect(rows.length - 1).toBeGreaterThan(10)
})
