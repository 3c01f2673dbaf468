// Shared by the e2e runner, the budget check and the Lighthouse script:
// building the bundles, free ports, and `vite preview` processes.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
/**
 * A fresh pair of build folders per run, so two runs on one machine never
 * serve each other's half-written bundles. Kept inside the project (vite
 * empties only folders under its root) and ignored by git with node_modules.
 */
export function createBuildDirs() {
  const root = resolve(ROOT, 'node_modules/.cache/e2e-builds', `run-${process.pid}-${Date.now().toString(36)}`)
  return {
    root,
    live: join(root, 'live'),
    demo: join(root, 'demo'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
/**
 * Passed to the live build as VITE_API_KEY: the key is never a build-time
 * setting, so this text must not appear anywhere in the bundle.
 */
export const BUNDLE_KEY_SENTINEL = 'sr1-bundle0sentinel0must0not0ship0'

export function chromiumPath() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null
}

export function requireChromium() {
  const path = chromiumPath()
  if (path) return path
  console.error(
    [
      'No Chromium found (looked at $CHROME_PATH and /usr/bin/chromium).',
      "Playwright's own browser download is not used here. Install Debian's Chromium:",
      '  apt-get update && apt-get install -y chromium',
      'or point CHROME_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  )
  process.exit(2)
}

/** The vite of the checkout at `root` (another commit's, for the side-by-side benches). */
const viteIn = (root) => {
  const bin = resolve(root, 'node_modules/vite/bin/vite.js')
  if (!existsSync(bin)) throw new Error(`no vite in ${root}`)
  return bin
}

/**
 * The folder of a bundle CI built once for the whole run (.ci/run sets E2E_BUILT_DEMO and E2E_BUILT_LIVE, each built
 * from this checkout with the key sentinel as VITE_API_KEY), when the caller asks for that same bundle; else null.
 */
export function builtOnce(kind, env = {}, root = ROOT) {
  const folder = process.env[kind === 'demo' ? 'E2E_BUILT_DEMO' : 'E2E_BUILT_LIVE']
  if (!folder || resolve(root) !== ROOT) return null
  const other = Object.entries(env).some(([name, value]) => !(name === 'VITE_API_KEY' && value === BUNDLE_KEY_SENTINEL))
  return other ? null : resolve(ROOT, folder)
}

/**
 * Builds one bundle into its folder; `env` adds build-time variables. `root`
 * is the checkout to build (this one unless a side-by-side bench names another).
 */
export function buildBundle(kind, outDir, env = {}, root = ROOT) {
  const built = builtOnce(kind, env, root)
  if (built) {
    console.log(`using the ${kind} bundle built once for this run → ${built}`)
    return built
  }
  const args = [viteIn(root), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']
  if (kind === 'demo') args.push('--mode', 'demo')
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`The ${kind} build${root === ROOT ? '' : ` in ${root}`} failed (exit ${result.status}).`)
  console.log(`built the ${kind} bundle${root === ROOT ? '' : ' of the base'} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${outDir}`)
  return outDir
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Resolves once `vite preview` says it listens on `url` (it prints its addresses after the port is bound); rejects
 * when it exits first or says nothing of it within `timeoutMs`.
 */
function listening(url, child, timeoutMs = 30_000) {
  return new Promise((resolveListening, reject) => {
    let printed = ''
    const timer = setTimeout(() => reject(new Error(`${url} was not announced within ${timeoutMs / 1000} s: ${printed.slice(-500)}`)), timeoutMs)
    const onExit = (code) => {
      clearTimeout(timer)
      reject(new Error(`The server for ${url} exited with ${code}: ${printed.slice(-500)}`))
    }
    child.once('exit', onExit)
    const onData = (chunk) => {
      // Colours (on under CI=true) cut the address into pieces: `:${bold(port)}`.
      printed += stripVTControlCharacters(String(chunk))
      if (!printed.includes(url)) return
      clearTimeout(timer)
      child.off('exit', onExit)
      // What it prints later is read and dropped, so a full pipe never stalls it.
      child.stdout.off('data', onData)
      child.stdout.resume()
      resolveListening()
    }
    child.stdout.on('data', onData)
  })
}

/**
 * `vite preview` of a built folder on a free port; resolves to `{ url, stop }`.
 * With another checkout's `root`, its own preview settings serve its bundle.
 */
export async function startPreview(outDir, env = {}, root = ROOT) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [viteIn(root), 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  )
  const url = `http://127.0.0.1:${port}`
  await listening(url, child)
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}
