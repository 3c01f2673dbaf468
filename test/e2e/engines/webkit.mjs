// WebKitGTK (the engine of Safari and of every browser on iOS) through its own
// WebDriver, WebKitWebDriver, driving MiniBrowser under a private Xvfb display.
// The W3C WebDriver protocol is plain HTTP + JSON, so a few fetch calls are the
// whole client: no driver package to keep in step with the browser.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { freePort } from '../support/servers.mjs'

const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
]

export function webkitPaths() {
  const driver = ['/usr/bin/WebKitWebDriver'].find((path) => existsSync(path)) ?? null
  const browser = MINIBROWSER_PATHS.find((path) => existsSync(path)) ?? null
  const xvfb = existsSync('/usr/bin/Xvfb') ? '/usr/bin/Xvfb' : null
  return driver && browser && xvfb ? { driver, browser, xvfb } : null
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

function stopChild(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
}

/**
 * Xvfb on a display of its choosing: it writes the number to the pipe given by `-displayfd` once it accepts
 * connections, which is the moment to start a client; resolves to `{ xvfb, display }`.
 */
function startXvfb(path) {
  const xvfb = spawn(path, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] })
  return new Promise((resolveStarted, reject) => {
    let written = ''
    xvfb.stdio[3].on('data', (chunk) => {
      written += chunk
      if (written.includes('\n')) resolveStarted({ xvfb, display: written.trim() })
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it was ready.`)))
  })
}

/** Starts Xvfb and WebKitWebDriver; resolves to `{ newSession, stop }`. */
export async function startWebKit() {
  const paths = webkitPaths()
  if (!paths) throw new Error('WebKit is missing: apt-get install -y webkit2gtk-driver xvfb')
  const { xvfb, display } = await startXvfb(paths.xvfb)
  const port = await freePort()
  const driver = spawn(paths.driver, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: `:${display}` },
  })
  let driverLog = ''
  driver.stderr.on('data', (chunk) => {
    driverLog = (driverLog + chunk).slice(-4000)
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      const response = await fetch(`${base}/status`)
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (driver.exitCode !== null || Date.now() > deadline) throw new Error(`WebKitWebDriver did not start.\n${driverLog}`)
    await sleep(100)
  }
  return {
    newSession: () => createSession(base, paths.browser),
    stop: async () => {
      await stopChild(driver)
      await stopChild(xvfb)
    },
  }
}

async function call(base, method, path, body) {
  const init = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  const response = await fetch(`${base}${path}`, init)
  const payload = await response.json().catch(() => ({}))
  if (!response.ok) {
    const error = payload.value ?? {}
    throw new Error(`WebDriver ${method} ${path}: ${error.error ?? response.status} ${error.message ?? ''}`.trim())
  }
  return payload.value
}

async function createSession(base, browser) {
  const created = await call(base, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
        pageLoadStrategy: 'none',
      },
    },
  })
  const id = created.sessionId
  const session = (method, path, body) => call(base, method, `/session/${id}${path}`, body)
  return {
    engine: 'webkit',
    browserVersion: created.capabilities?.browserVersion ?? '?',
    goto: (url) => session('POST', '/url', { url }),
    /** The value of a JavaScript expression in the page (a promise is awaited). */
    evaluate: (expression) => session('POST', '/execute/sync', { script: `return (${expression})`, args: [] }),
    setViewport: async ({ width, height }) => {
      // The window includes MiniBrowser's toolbar: size it, then correct by what the page reports.
      await session('POST', '/window/rect', { width, height: height + 100 })
      const inner = await session('POST', '/execute/sync', { script: 'return [innerWidth, innerHeight]', args: [] })
      await session('POST', '/window/rect', { width: width + (width - inner[0]), height: height + 100 + (height - inner[1]) })
    },
    screenshot: async () => Buffer.from(await session('GET', '/screenshot'), 'base64'),
    close: () => call(base, 'DELETE', `/session/${id}`).catch(() => undefined),
  }
}
