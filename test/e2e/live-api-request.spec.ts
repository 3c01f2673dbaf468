import { execFileSync } from 'node:child_process'
import { test, expect, type Page } from '@playwright/test'
import { documentOverflowX } from './support/layout'
import { connectLive, expectConnected, liveApi } from './support/live'
import { watchPage } from './support/page-watch'

const QUERY = 'type=lending&sort=tvl&order=desc'

/** The snippets' own key source: the key lives in the environment of the process that runs them, never in the text. */
function keyEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', STAKING_REWARDS_API_KEY: liveApi().key }
}

function hasPythonRequests(): boolean {
  try {
    execFileSync('python3', ['-c', 'import requests'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

async function copy(page: Page, name: string, copiedMessage: string): Promise<string> {
  const panel = page.getByRole('region', { name: 'API request' })
  await panel.getByRole('button', { name }).click()
  await expect(panel.getByRole('status').filter({ hasText: copiedMessage })).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

for (const width of [390, 1280]) {
  test(`live at ${width} px: the copied cURL fetches the rows the view shows, and no snippet holds the key`, async ({ page, context }) => {
    test.setTimeout(120_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width, height: 900 })
    const watch = watchPage(page)
    const api = liveApi()
    await connectLive(page)
    await expectConnected(page)

    await page.goto(`/defi/bulkhead-finance?${QUERY}`)
    const table = page.getByRole('table').first()
    await expect(table.getByRole('row')).toHaveCount(11)
    const shown = (await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent?.trim() ?? '')))
    expect(shown).toHaveLength(10)

    await page.getByRole('button', { name: 'API request' }).click()
    const panel = page.getByRole('region', { name: 'API request' })
    const url = `${api.url}/ratings/defi/bulkhead-finance?${QUERY}&limit=10&offset=0`
    await expect(panel.getByLabel('Request')).toHaveText(`GET ${url}\nX-API-Key: $STAKING_REWARDS_API_KEY`)
    await expect(panel.getByText(/^The last such request cost \d[\d,]* credits?\.$/)).toBeVisible()
    await expect(panel.getByText(/fictional/)).toHaveCount(0)
    expect(await documentOverflowX(page), 'the open panel fits the page').toBeLessThanOrEqual(0)

    const curl = await copy(page, 'Copy as cURL', 'cURL command copied')
    const javascript = await copy(page, 'Copy as JavaScript', 'JavaScript copied')
    const python = await copy(page, 'Copy as Python', 'Python copied')
    for (const snippet of [curl, javascript, python]) {
      expect(snippet).toContain(url)
      expect(snippet).not.toContain(api.key)
    }

    // Run as pasted, with the key in the environment only.
    const body = JSON.parse(execFileSync('sh', ['-c', curl], { env: keyEnv(), encoding: 'utf8' })) as { data: Array<{ name: string }> }
    expect(body.data.map((record) => record.name)).toEqual(shown)
    const printed = execFileSync(process.execPath, ['-e', javascript], { env: keyEnv(), encoding: 'utf8' })
    for (const name of shown) expect(printed).toContain(name)
    if (hasPythonRequests()) {
      const fromPython = execFileSync('python3', ['-c', python], { env: keyEnv(), encoding: 'utf8' })
      for (const name of shown) expect(fromPython).toContain(name)
    } else {
      test.info().annotations.push({ type: 'note', description: 'python3 with requests is not installed: the Python snippet was not run' })
    }

    // It follows the view: the next page changes the request in the open panel.
    await page.getByRole('button', { name: /^Next page/ }).click()
    await expect(panel.getByLabel('Request')).toContainText('&limit=10&offset=10')
    expect(watch.problems(), watch.report()).toEqual([])
  })
}
