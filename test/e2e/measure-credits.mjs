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
  // The API requests on their way, and who waits for there to be none.
  let inFlight = 0
  const idle = []
  const track = (change) => (request) => {
    if (!new URL(request.url()).pathname.startsWith('/demo-api/')) return
    inFlight += change
    if (inFlight === 0) idle.splice(0).forEach((done) => done())
  }
  page.on('request', track(1))
  page.on('requestfinished', track(-1))
  page.on('requestfailed', track(-1))
  const noneInFlight = () => (inFlight === 0 ? Promise.resolve() : new Promise((done) => idle.push(done)))
  // A frame in which nothing of the document changed since the one before: what the answers started has run.
  const quietFrame = () =>
    page.evaluate(
      () =>
        new Promise((done) => {
          let changed = true
          const changes = new MutationObserver(() => void (changed = true))
          changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
          const nextFrame = () =>
            requestAnimationFrame(() => {
              if (!changed) return done(changes.disconnect())
              changed = false
              nextFrame()
            })
          nextFrame()
        }),
    )
  const table = () => page.getByRole('table').first()
  // A step's requests are all answered, and what they started has sent nothing more.
  const settle = async () => {
    do {
      await noneInFlight()
      await quietFrame()
    } while (inFlight > 0)
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
