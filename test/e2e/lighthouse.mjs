// Lighthouse performance (mobile defaults) of every route of the demo build.
//   node test/e2e/lighthouse.mjs [--min 0.9] [--runs 3] [--routes product,provider] [--path /defi?limit=100] [--live]
// `--live` measures the live build instead, connected to the local fake of
// the real service (test/e2e/fake-live-api.mjs): the connection is stored
// before each run, and Lighthouse's own storage reset is replaced by one that
// keeps it (the HTTP cache, IndexedDB, the session and service workers are
// still cleared, so every run is a cold load).
// Builds the demo bundle, serves it with `vite preview`, resolves the routes
// with parameters to real demo records (the first rows of /defi and /infra),
// makes one unscored Lighthouse load (the first load after a build pays for a
// cold server and a cold browser on disk: it measured 0.76 where the runs
// after it measured 0.89-0.93), then runs Lighthouse `--runs` times per route
// and judges each route's median run (scores move by several points between
// runs on a shared machine, which is why Lighthouse's own guidance is the
// median of several runs).
// `--routes` takes route names (the first column of the table) to run a
// subset; `--path` measures one path instead; `--ungated a,b` measures
// routes without failing on them (open gaps). A route whose median fails
// while Lighthouse's CPU benchmark shows a busy machine is measured once more. Prints a table of the medians
// and saves each median report under test-results/lighthouse/; exits 1 when a
// judged route's median is below the minimum.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { FAKE_LIVE_API_KEY, startFakeLiveApi } from './fake-live-api.mjs'
import { ROOT, buildBundle, createBuildDirs, freePort, requireChromium, startPreview } from './support/servers.mjs'

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : process.argv[index + 1]
}
const MIN_SCORE = Number(arg('--min', '0.9'))
const RUNS = Math.max(1, Number(arg('--runs', '3')))
const ONLY_PATH = arg('--path', '')
const LIVE = process.argv.includes('--live')
const BUILD = LIVE ? 'live' : 'demo'
const ONLY_ROUTES = arg('--routes', '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
/**
 * Every route of the UI contract, in the order measured. `ungated` routes are
 * measured and printed but do not fail the run (docs/performance.md: open gaps).
 */
const ROUTES = [
  { name: 'overview', path: () => '/' },
  { name: 'defi', path: () => '/defi' },
  { name: 'platform', path: (found) => found.platform },
  { name: 'product', path: (found) => found.product },
  { name: 'infra', path: () => '/infra' },
  { name: 'provider', path: (found) => found.provider },
  { name: 'compare', path: (found) => found.compare },
  { name: 'alerts', path: () => '/alerts' },
  { name: 'keys', path: () => '/keys' },
  { name: 'watchlist', path: () => '/watchlist' },
  { name: 'settings', path: () => '/settings' },
]
/** Lighthouse's benchmarkIndex below this means the machine was busy (this machine measures about 2,000-2,600 when quiet). */
const BUSY_BENCHMARK = Number(arg('--busy-benchmark', '1500'))
const UNGATED = new Set(arg('--ungated', '').split(',').filter(Boolean))
const unknown = ONLY_ROUTES.filter((name) => !ROUTES.some((route) => route.name === name))
if (unknown.length) {
  console.error(`unknown route(s): ${unknown.join(', ')}; known: ${ROUTES.map((route) => route.name).join(', ')}`)
  process.exit(2)
}
const chromePath = requireChromium()
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * One Chromium per route (a fresh profile, like the Lighthouse CLI gives each
 * run, but without paying a browser start for every run); Lighthouse resets
 * the origin's storage and cache before each of its loads.
 */
async function launchChrome() {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'))
  const child = spawn(chromePath, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const port = await new Promise((resolvePort, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text.slice(-500)}`)), 30_000)
    child.stderr.on('data', (chunk) => {
      text += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text)
      if (match) {
        clearTimeout(timer)
        resolvePort(Number(match[1]))
      }
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text.slice(-500)}`)))
  })
  child.stderr.resume()
  return {
    port,
    stop: () =>
      new Promise((done) => {
        const cleanUp = () => {
          // Chromium's helper processes can still be writing their cache just after the main one exits:
          // retry the removal, and never let a leftover temporary profile fail the measurement.
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
          } catch (error) {
            console.warn(`could not remove the temporary profile ${profile}: ${error instanceof Error ? error.message : error}`)
          }
          done()
        }
        if (child.exitCode !== null) return cleanUp()
        child.once('exit', cleanUp)
        child.kill('SIGTERM')
      }),
  }
}

/** What the live build finds in storage when it starts: a remembered connection to the fake API. */
const liveStorage = (apiUrl) => ({
  'ratings-dashboard:connection': JSON.stringify({ mode: 'live', baseUrl: apiUrl, remember: true }),
  'ratings-dashboard:api-key': FAKE_LIVE_API_KEY,
})

/**
 * Lighthouse's storage reset, but keeping the stored connection: clears the
 * origin's data and the HTTP cache, then writes the connection again (from a
 * static file of the origin, so no app code runs).
 */
async function resetKeepingConnection(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    await cdp.send('Network.clearBrowserCache')
    await page.goto(`${origin}/favicon.svg`)
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, storage)
    await page.close()
  } finally {
    await browser.close()
  }
}

async function runLighthouse(url, port, storage) {
  if (storage) await resetKeepingConnection(port, new URL(url).origin, storage)
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: Boolean(storage),
  })
  if (!result?.lhr) throw new Error(`lighthouse gave no report for ${url}`)
  const runtimeError = result.lhr.runtimeError
  if (runtimeError) throw new Error(`lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  return result.lhr
}

const ms = (report, id) => report.audits[id]?.numericValue
function summarize(report) {
  const opportunities = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.details?.type === 'opportunity' || audit.metricSavings))
    .map((audit) => ({
      title: audit.title,
      display: audit.displayValue ?? '',
      savingsMs: audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0,
    }))
    .filter((item) => item.savingsMs > 0 || item.display)
    .toSorted((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 4)
  return {
    score: report.categories.performance.score,
    FCP: ms(report, 'first-contentful-paint'),
    LCP: ms(report, 'largest-contentful-paint'),
    TBT: ms(report, 'total-blocking-time'),
    CLS: ms(report, 'cumulative-layout-shift'),
    SI: ms(report, 'speed-index'),
    // Lighthouse's CPU benchmark of the machine during the run: lower means a busier or slower machine.
    benchmarkIndex: report.environment?.benchmarkIndex,
    opportunities,
  }
}

/** Resolves the routes with parameters from the first rows the demo shows (and warms every page up on the server). */
async function discoverPaths(baseUrl, storage) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] })
  try {
    const page = await browser.newPage()
    if (storage) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      }, storage)
    }
    const hrefs = async (path, pattern) => {
      await page.goto(`${baseUrl}${path}`)
      const links = page.locator('main table a[href]')
      await links.first().waitFor({ timeout: 30_000 })
      const all = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      return all.filter((href) => pattern.test(href))
    }
    const products = await hrefs('/defi', /^\/defi\/[^/?#]+\/[^/?#]+$/)
    const platforms = await hrefs('/defi', /^\/defi\/[^/?#]+$/)
    const providers = await hrefs('/infra', /^\/infra\/[^/?#]+$/)
    const items = products.slice(0, 2).map((href) => href.split('/').slice(2).join(':'))
    return { platform: platforms[0], product: products[0], provider: providers[0], compare: `/compare?items=${items.join(',')}` }
  } finally {
    await browser.close()
  }
}

const seconds = (value) => (value === undefined ? '?' : `${(value / 1000).toFixed(1)} s`)
const millis = (value) => (value === undefined ? '?' : `${Math.round(value)} ms`)
const pad = (text, width) => String(text).padEnd(width)

const started = Date.now()
const builds = createBuildDirs()
process.once('exit', builds.remove)
buildBundle(BUILD, builds[BUILD])
const api = LIVE ? await startFakeLiveApi({ port: await freePort() }) : null
const preview = await startPreview(builds[BUILD], api ? { PREVIEW_CONNECT_SRC: api.url } : {})
const storage = api ? liveStorage(api.url) : null
const outDir = resolve(ROOT, LIVE ? 'test-results/lighthouse-live' : 'test-results/lighthouse')
let exitCode = 1
try {
  const found = ONLY_PATH ? {} : await discoverPaths(preview.url, storage)
  const targets = ONLY_PATH
    ? [{ name: 'path', path: ONLY_PATH }]
    : ROUTES.filter((route) => !ONLY_ROUTES.length || ONLY_ROUTES.includes(route.name)).map((route) => ({ name: route.name, path: route.path(found) }))
  const missing = targets.filter((target) => !target.path)
  if (missing.length) throw new Error(`no demo record found for: ${missing.map((target) => target.name).join(', ')}`)
  mkdirSync(outDir, { recursive: true })

  const results = []
  let warmedUp = false
  for (const target of targets) {
    const chrome = await launchChrome()
    try {
      const url = `${preview.url}${target.path}`
      if (!warmedUp) {
        console.log(`warm-up (not scored): ${target.path} ${summarize(await runLighthouse(url, chrome.port, storage)).score}`)
        warmedUp = true
      }
      const measure = async () => {
        const runs = []
        for (let run = 1; run <= RUNS; run += 1) {
          const report = await runLighthouse(url, chrome.port, storage)
          runs.push({ report, summary: summarize(report) })
        }
        return { runs, median: runs.toSorted((a, b) => a.summary.score - b.summary.score)[Math.floor((runs.length - 1) / 2)] }
      }
      let { runs, median } = await measure()
      // A median below the minimum while Lighthouse's CPU benchmark says the machine was busy
      // (other jobs on a shared 2-core machine) is measured once more; the second median counts.
      if (median.summary.score < MIN_SCORE && (median.summary.benchmarkIndex ?? Infinity) < BUSY_BENCHMARK) {
        console.log(`${target.name}: median ${median.summary.score} with CPU benchmark ${Math.round(median.summary.benchmarkIndex)} (busy machine): measuring again`)
        ;({ runs, median } = await measure())
      }
      const row = { ...target, ...median.summary, runs: runs.map((run) => run.summary.score), gated: !UNGATED.has(target.name) }
      results.push(row)
      // The whole median report, for digging into a low score (a CI artefact, never committed).
      writeFileSync(join(outDir, `${target.name}.report.json`), JSON.stringify(median.report))
      console.log(
        `${pad(target.name, 10)} ${pad(target.path, 52)} median ${row.score.toFixed(2)} [${row.runs.map((score) => score.toFixed(2)).join(' ')}]  TBT ${millis(row.TBT)} · LCP ${seconds(row.LCP)}`,
      )
    } finally {
      await chrome.stop()
    }
  }
  writeFileSync(join(outDir, 'summary.json'), JSON.stringify({ minimum: MIN_SCORE, runs: RUNS, routes: results }, null, 2))

  console.log(`\nLighthouse performance, ${BUILD} build, mobile defaults: median of ${RUNS} run(s) per route (minimum ${MIN_SCORE}, target 0.95)`)
  console.log(`| route | path | median | runs | FCP | LCP | TBT | CLS | SI | CPU benchmark |`)
  console.log(`|---|---|---|---|---|---|---|---|---|---|`)
  for (const row of results) {
    const verdict = row.score >= MIN_SCORE ? '' : row.gated ? ' FAIL' : ' (not gated)'
    console.log(
      `| ${row.name} | ${row.path} | ${row.score.toFixed(2)}${verdict} | ${row.runs.map((score) => score.toFixed(2)).join(' ')} | ${seconds(row.FCP)} | ${seconds(row.LCP)} | ${millis(row.TBT)} | ${row.CLS?.toFixed(3) ?? '?'} | ${seconds(row.SI)} | ${Math.round(row.benchmarkIndex ?? 0)} |`,
    )
  }
  for (const row of results.filter((item) => item.score < 0.95)) {
    for (const item of row.opportunities) console.log(`  ${row.name}: ${item.title}${item.display ? ` (${item.display})` : ''}`)
  }
  const failing = results.filter((row) => row.gated && row.score < MIN_SCORE)
  console.log(failing.length ? `below ${MIN_SCORE}: ${failing.map((row) => row.name).join(', ')}` : `every gated route reaches ${MIN_SCORE}`)
  console.log(`lighthouse took ${Math.round((Date.now() - started) / 1000)} s`)
  exitCode = failing.length ? 1 : 0
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
} finally {
  await preview.stop()
  await api?.close()
}
process.exit(exitCode)
