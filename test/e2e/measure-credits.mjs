// The DeFi walk-through's requests and credits against the demo backend:
// cold load /defi, open a product from the table, Back, reload.
//   node test/e2e/measure-credits.mjs [--dist <demo build folder>]
// Builds the demo bundle when no folder is given, serves it with `vite
// preview`, drives it in headless Chromium and counts the API requests the
// mock backend answered (its service worker) with their `x-used-credits`.
import { chromium } from '@playwright/test'
import { buildBundle, createBuildDirs, requireChromium, startPreview } from './support/servers.mjs'

const distArg = process.argv.indexOf('--dist')
const builds = distArg === -1 ? createBuildDirs() : null
const dist = distArg === -1 ? buildBundle('demo', builds.demo) : process.argv[distArg + 1]

const preview = await startPreview(dist)
const browser = await chromium.launch({ executablePath: requireChromium(), args: ['--no-sandbox', '--disable-gpu'] })
try {
  const context = await browser.newContext()
  const page = await context.newPage()
  let step = 'cold load /defi'
  const steps = new Map()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/demo-api/')) return
    const credits = Number(response.headers()['x-used-credits'] ?? 0)
    const figure = steps.get(step) ?? { requests: 0, credits: 0, paths: [] }
    figure.requests += 1
    figure.credits += credits
    figure.paths.push(`${url.pathname.slice('/demo-api'.length)}${url.search}`)
    steps.set(step, figure)
  })
  const table = () => page.getByRole('table').first()
  const settle = async () => {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
  }

  await page.goto(`${preview.url}/defi`)
  await table().locator('tbody a').first().waitFor()
  await settle()

  step = 'open a product'
  const productLink = table().locator('tbody a[href^="/defi/"][href*="/0x"]').first()
  const name = (await productLink.textContent())?.trim()
  await productLink.click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
  await settle()

  step = 'Back'
  await page.goBack()
  await table().locator('tbody a').first().waitFor()
  await settle()

  step = 'reload'
  await page.reload()
  await table().locator('tbody a').first().waitFor()
  await settle()

  let requests = 0
  let credits = 0
  for (const name of ['cold load /defi', 'open a product', 'Back', 'reload']) {
    const figure = steps.get(name) ?? { requests: 0, credits: 0, paths: [] }
    requests += figure.requests
    credits += figure.credits
    console.log(`${name.padEnd(16)} ${String(figure.requests).padStart(2)} requests ${String(figure.credits).padStart(5)} credits  ${figure.paths.join(' ')}`)
  }
  console.log(`${'total'.padEnd(16)} ${String(requests).padStart(2)} requests ${String(credits).padStart(5)} credits`)
} finally {
  await browser.close()
  await preview.stop()
  builds?.remove()
}
