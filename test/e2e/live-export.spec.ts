import { readFile } from 'node:fs/promises'
import { test, expect } from '@playwright/test'
import { parseCsv } from './support/csv'
import { connectLive, expectConnected, liveApi } from './support/live'
import { watchPage } from './support/page-watch'

test('live: "Export all" of a filtered platform view without totals saves exactly the rows the API has for it', async ({ page }) => {
  test.setTimeout(120_000)
  const watch = watchPage(page)
  await connectLive(page)
  await expectConnected(page)

  const query = 'type=lending&sort=tvl&order=desc'
  await page.goto(`/defi/bulkhead-finance?${query}`)
  const table = page.getByRole('table').first()
  await expect(table.getByRole('row')).toHaveCount(11)

  await page.getByRole('button', { name: 'Export all' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export all rows' })
  await expect(dialog.getByText(/unknown until the last page/)).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Start export' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^defi-ratings-bulkhead-finance-\d{4}-\d{2}-\d{2}\.csv$/)

  const api = liveApi()
  const response = await fetch(`${api.url}/ratings/defi/bulkhead-finance?${query}&limit=1000`, { headers: { 'X-API-Key': api.key } })
  const expected = ((await response.json()) as { data: Array<{ contract_address: string; name: string }> }).data
  expect(expected.length).toBeGreaterThan(200)
  await expect(dialog.getByRole('status')).toHaveText(`Exported ${expected.length} rows`)

  const [header, ...rows] = parseCsv(await readFile(await file.path(), 'utf8'))
  const addressColumn = header!.indexOf('Contract address')
  expect(header).toContain('Version') // every column, not only the visible ones
  expect(rows.map((row) => row[addressColumn])).toEqual(expected.map((record) => record.contract_address))
  expect(rows.map((row) => row[0])).toEqual(expected.map((record) => record.name))
  expect(watch.problems(), watch.report()).toEqual([])
})
