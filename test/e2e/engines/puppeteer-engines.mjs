// Chromium (over CDP) and Firefox ESR (over WebDriver BiDi, which Firefox
// speaks itself: no geckodriver) through puppeteer-core, with the same small
// surface as the WebKit client in webkit.mjs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch } from 'puppeteer-core'

export const FIREFOX_PATH = '/usr/bin/firefox-esr'

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** Launches the engine; resolves to `{ newSession, stop }` like startWebKit. */
export async function startPuppeteerEngine(engine, executablePath) {
  const userDataDir = mkdtempSync(join(tmpdir(), `engines-${engine}-`))
  const browser = await launch({
    browser: engine === 'firefox' ? 'firefox' : 'chrome',
    executablePath,
    headless: true,
    userDataDir,
    args: engine === 'firefox' ? [] : CHROMIUM_ARGS,
    defaultViewport: { width: 1280, height: 900 },
  })
  const version = await browser.version()
  return {
    newSession: async () => {
      const page = await browser.newPage()
      return {
        engine,
        browserVersion: version,
        // A navigation that a page's own reload superseded may never report done: the visit then waits for the document itself.
        goto: (url) => page.goto(url, { waitUntil: 'domcontentloaded', timeout: 10_000 }).then(() => undefined),
        evaluate: (expression) => page.evaluate(expression),
        setViewport: (size) => page.setViewport(size),
        screenshot: () => page.screenshot({ type: 'png' }),
        close: () => page.close().catch(() => undefined),
      }
    },
    stop: async () => {
      await browser.close().catch(() => undefined)
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}
