// A first-time visitor's time to data, per route, in the live and the demo build.
//   node test/e2e/bench-first-visit.mjs [--base <git ref>] [--runs 5] [--routes defi,product,keys] [--builds live,demo] [--gate 15]
//   (npm run bench:first-visit -- …)
// Each run opens the route in a fresh browser context of Debian's Chromium (nothing cached or stored), at 4×
// CPU slowdown on Lighthouse's slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), and takes the time from
// navigation start to the moment the route's data is in the document: on a list page (and a comparison) a table
// row of a record, not a skeleton row; on /keys the first key's row; on a product's or a provider's page its
// grade; on the overview a link to a rated product or provider. The moment is taken in the page itself, by a
// MutationObserver installed before the page's scripts, not by asking from here.
// The live build runs against the local fake of the service (fake-live-api.mjs), as a visitor who connected
// it (the stored connection is all the browser holds); the demo build with its in-browser backend.
// The floor of each live route is a plain HTML page served beside the builds that sends the same requests and
// draws their data with no framework (startFloorServer), run interleaved with them; the table prints each route's
// ratio to it. The demo build has none: its backend runs inside the page.
//
// `--base <ref>` checks that commit out in a git worktree of its own, builds it too, serves both at once and
// runs them interleaved, route by route (base, head, head, base, …), so what the machine costs both cancels
// out. Prints a table of medians (of `--runs`, 5 by default) and the change; a benchmark, it exits 0.
// `--gate <percent>` (with `--base`) makes it CI's speed gate: a route fails when its head median is more than
// that much later than the base's on two tries (the second, with fresh runs, only for the routes the first
// failed); it then exits 1. Every run writes test-results/first-visit/summary.json with each route's verdict.
// BENCH_VERBOSE=1 prints every run and the text of what showed the data.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { DEFI, FAKE_LIVE_API_KEY, startFakeLiveApi } from './fake-live-api.mjs'
import { baseBundle, checkoutCommit, liveStorage, settle } from './support/bench-side-by-side.mjs'
import { changePercent, judgeRoute, median } from './support/first-visit-gate.mjs'
import { ROOT, buildBundle, createBuildDirs, freePort, requireChromium, startPreview } from './support/servers.mjs'

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : process.argv[index + 1]
}
const list = (text) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
const RUNS = Number(arg('--runs', '5'))
const BASE_REF = arg('--base', '')
const GATE = arg('--gate', '') === '' ? null : Number(arg('--gate', ''))
const CPU_SLOWDOWN = 4
/** Lighthouse's mobile slow 4G, as DevTools applies it (bytes per second). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const RUN_TIMEOUT_MS = 60_000
/** The launch arguments of playwright.config.ts. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** The fake API's first two products: Harbor Lend's and Quillstone Vaults'. */
const [FIRST, SECOND] = DEFI.map((product) => product.contract_address)
/**
 * Every route that shows data to a first-time visitor (the watchlist has none), with a record each build
 * serves: the fake API's first products and providers (fake-live-api.mjs), and the demo seed's.
 * `data` names what marks the data in (see watchForData).
 */
const ROUTES = {
  overview: { data: 'record', live: '/', demo: '/' },
  defi: { data: 'row', live: '/defi', demo: '/defi' },
  platform: { data: 'row', live: '/defi/harbor-lend', demo: '/defi/nimbleheron' },
  product: { data: 'grade', live: `/defi/harbor-lend/${FIRST}`, demo: '/defi/nimbleheron/0xdbfd56e9ab67468a19B7841860aBD1a4BaC9F978' },
  infra: { data: 'row', live: '/infra', demo: '/infra' },
  provider: { data: 'grade', live: '/infra/northwind-nodes', demo: '/infra/bluefin-field-nodes' },
  compare: {
    data: 'row',
    live: `/compare?items=harbor-lend:${FIRST},quillstone-vaults:${SECOND}`,
    demo: '/compare?items=nimbleheron:0xdbfd56e9ab67468a19B7841860aBD1a4BaC9F978,owlgrove-staking:0x893ec4E510A92cb7587EC27EBa548B1E525af555',
  },
  alerts: { data: 'row', live: '/alerts', demo: '/alerts' },
  keys: { data: 'key', live: '/keys', demo: '/keys' },
}
const BUILDS = ['live', 'demo']

const routeNames = list(arg('--routes', Object.keys(ROUTES).join(',')))
const buildNames = list(arg('--builds', BUILDS.join(',')))
const unknown = [...routeNames.filter((name) => !(name in ROUTES)), ...buildNames.filter((name) => !BUILDS.includes(name))]
if (unknown.length) {
  console.error(`unknown route(s) or build(s): ${unknown.join(', ')}; routes: ${Object.keys(ROUTES).join(', ')}; builds: ${BUILDS.join(', ')}`)
  process.exit(2)
}
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of 1 or more')
  process.exit(2)
}
if (GATE !== null && (!BASE_REF || !(GATE > 0))) {
  console.error('--gate <percent> needs a positive number and --base <ref> to compare with')
  process.exit(2)
}

/**
 * Runs in the page before any of its scripts: on every change of the document, whether the route's data is
 * in; the first time it is, hands performance.now() (time since navigation start) to the bench and stops.
 * Self-contained (it is sent to the page as text). Skeleton rows and placeholders are hidden from assistive
 * technology and hold no text, which is what tells them from data.
 */
function watchForData(data) {
  const GRADE = /^(AAA|AA[+-]?|A[+-]?|BBB[+-]?|BB[+-]?|B[+-]?|CCC[+-]?|CC|C|D)$/
  const RECORD_PATH = /^\/(defi\/[^/?#]+\/[^/?#]+|infra\/[^/?#]+)$/
  const KEY_STATUS = /^(Active|Disabled|Revoked)\b/
  const shown = (element) => element.closest('[aria-hidden="true"], [hidden]') === null
  const text = (element) => (element.textContent ?? '').trim()
  const rows = () => Array.from(document.querySelectorAll('main table tbody tr')).filter(shown)
  const find = {
    row: () => rows().find((row) => Array.from(row.cells).some((cell) => text(cell) !== '')),
    key: () => rows().find((row) => Array.from(row.cells).some((cell) => KEY_STATUS.test(text(cell)))),
    grade: () => Array.from(document.querySelectorAll('main *')).find((element) => element.childElementCount === 0 && GRADE.test(text(element)) && shown(element)),
    record: () => Array.from(document.querySelectorAll('main a[href]')).find((link) => RECORD_PATH.test(link.getAttribute('href') ?? '') && shown(link)),
  }[data]
  const observer = new MutationObserver(() => {
    const element = find()
    if (!element) return
    const at = performance.now()
    observer.disconnect()
    window.__firstVisitData(at, text(element).replace(/\s+/g, ' ').slice(0, 80))
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-hidden', 'hidden'] })
}

/** Runs in the page before its scripts: the connection a live build finds stored. */
function storeConnection(entries) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
}

/** One first visit of `url` in a fresh context: milliseconds from navigation start to the data, and what showed it. */
async function firstVisit(browser, url, data, storage) {
  await settle(3_000)
  const context = await browser.newContext()
  try {
    let arrive
    const arrived = new Promise((resolveArrived) => {
      arrive = resolveArrived
    })
    await context.exposeBinding('__firstVisitData', (_source, at, seen) => arrive({ ms: at, seen }))
    if (storage) await context.addInitScript(storeConnection, storage)
    await context.addInitScript(watchForData, data)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'commit' })
    let timer
    const timedOut = new Promise((resolveTimeout) => {
      timer = setTimeout(resolveTimeout, RUN_TIMEOUT_MS, null)
    })
    const result = await Promise.race([arrived, timedOut])
    clearTimeout(timer)
    if (!result) {
      const onScreen = await page.evaluate(() => document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').slice(0, 300)).catch(() => '?')
      throw new Error(`no data (${data}) within ${RUN_TIMEOUT_MS / 1000} s on ${url}; on screen: ${onScreen}`)
    }
    return result
  } finally {
    await context.close()
  }
}

/**
 * The floor of a live route's first visit: a plain HTML page, served by this script beside the builds, that sends
 * the requests the route's page sent (found by one visit of the head, not counted) and draws the data as it
 * arrives, by innerHTML, as the route shows it: rows, a grade, a key's status, links to records. No framework, no
 * bundle: what the browser alone needs to bring the same data to the screen. The key is written into the page by
 * the server, never into its address.
 */
async function startFloorServer() {
  const pages = new Map()
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://floor').pathname)
    if (!page) {
      response.writeHead(404)
      return response.end()
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(page)
  })
  const port = await freePort()
  await new Promise((done) => server.listen(port, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${port}`,
    /** The page of one route: `requests` are the API URLs its page sent, `data` what marks its data. */
    add(name, requests, data) {
      const script = `const KEY = ${JSON.stringify(FAKE_LIVE_API_KEY)}, DATA = ${JSON.stringify(data)}
const main = document.querySelector('main')
const esc = (value) => String(value ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])
// A list's rows, or the records of a comparison (one request each, drawn as they come).
const rows = []
const draw = (body) => {
  const record = body?.data && !Array.isArray(body.data) ? body.data : body
  const items = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : null
  if (DATA === 'grade' && body?.rating) main.innerHTML = '<h1>' + esc(body.name) + '</h1><p><span>' + esc(body.rating) + '</span></p>'
  else if (DATA === 'key' && items?.[0] && 'is_active' in items[0])
    main.innerHTML = '<table><tbody>' + items.map((key) => '<tr><td>' + esc(key.label ?? key.id) + '</td><td>' + (key.is_active ? 'Active' : 'Revoked') + '</td></tr>').join('') + '</tbody></table>'
  else if (DATA === 'record' && items?.[0]?.contract_address)
    main.innerHTML = '<ul>' + items.map((item) => '<li><a href="/defi/x/' + esc(item.contract_address) + '">' + esc(item.name) + '</a> ' + esc(item.rating) + '</li>').join('') + '</ul>'
  else if (DATA === 'row' && (items?.length || record?.contract_address)) {
    rows.push(...(items ?? [record]))
    main.innerHTML = '<table><tbody>' + rows.map((item) => '<tr><td>' + esc(item.name ?? item.title) + '</td><td>' + esc(item.rating ?? item.severity) + '</td></tr>').join('') + '</tbody></table>'
  }
}
for (const url of ${JSON.stringify(requests)}) fetch(url, { headers: { 'X-API-Key': KEY } }).then((answer) => answer.json()).then(draw)`
      pages.set(`/${name}`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><main></main><script>${script}</script></body></html>`)
      return `/${name}`
    },
    close: () => new Promise((done) => server.close(() => done())),
  }
}

/** The API requests (GET, to the fake service) a first visit of `url` sends. */
async function requestsOf(browser, url, storage, apiUrl) {
  const context = await browser.newContext()
  try {
    if (storage) await context.addInitScript(storeConnection, storage)
    const page = await context.newPage()
    const sent = []
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().startsWith(apiUrl)) sent.push(request.url())
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    return sent
  } finally {
    await context.close()
  }
}

const started = Date.now()
const chromePath = requireChromium()
const folders = createBuildDirs()
process.once('exit', folders.remove)
const base = BASE_REF ? checkoutCommit(BASE_REF) : null
const headDirs = {}
const baseDirs = {}
for (const build of buildNames) {
  headDirs[build] = buildBundle(build, folders[build])
  if (base) baseDirs[build] = baseBundle(base, build, join(folders.root, `base-${build}`))
}
const api = buildNames.includes('live') ? await startFakeLiveApi({ port: await freePort() }) : null
/** Per build: its servers (head, and base with --base) and what the browser holds before the first visit. */
const sides = {}
for (const build of buildNames) {
  const env = build === 'live' ? { PREVIEW_CONNECT_SRC: api.url } : {}
  sides[build] = {
    storage: build === 'live' ? liveStorage(api.url) : null,
    servers: {
      ...(base ? { base: await startPreview(baseDirs[build], env, base.root) } : {}),
      head: await startPreview(headDirs[build], env),
    },
  }
}
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS })
const floor = api ? await startFloorServer() : null
/** Per live route, its floor page's path. */
const floorPaths = {}

/** `runs` rounds of one route in one build, the sides interleaved and taking turns to go first. */
async function measureRoute(build, name, runs) {
  const { servers, storage } = sides[build]
  const path = ROUTES[name][build]
  const floorPath = build === 'live' ? floorPaths[name] : null
  const times = { base: [], head: [], ...(floorPath ? { floor: [] } : {}) }
  for (let round = 0; round < runs; round += 1) {
    const order = [...Object.keys(servers), ...(floorPath ? ['floor'] : [])]
    if (round % 2 === 1) order.reverse()
    for (const side of order) {
      const url = side === 'floor' ? `${floor.url}${floorPath}` : `${servers[side].url}${path}`
      const { ms, seen } = await firstVisit(browser, url, ROUTES[name].data, side === 'floor' ? null : storage)
      times[side].push(ms)
      if (process.env.BENCH_VERBOSE) console.log(`  ${build} ${name} ${side}: ${Math.round(ms)} ms (${seen})`)
    }
  }
  return times
}

const outDir = resolve(ROOT, 'test-results/first-visit')
const rounded = (values) => values.map(Math.round)
let exitCode = 2
try {
  // The floor pages of the live routes send what the head's page sent on a first visit.
  if (floor) {
    for (const name of routeNames) {
      const requests = await requestsOf(browser, `${sides.live.servers.head.url}${ROUTES[name].live}`, sides.live.storage, api.url)
      floorPaths[name] = floor.add(name, requests, ROUTES[name].data)
    }
  }
  // The first load of each server pays for a cold server and cold files on disk: not counted.
  for (const build of buildNames) {
    for (const [side, server] of Object.entries(sides[build].servers)) {
      const { ms } = await firstVisit(browser, `${server.url}${ROUTES[routeNames[0]][build]}`, ROUTES[routeNames[0]].data, sides[build].storage)
      console.log(`warm-up (not counted), ${build} ${side}: ${Math.round(ms)} ms`)
    }
  }
  console.log(
    `first visit, 4× CPU, slow 4G, a fresh context per run, median of ${RUNS}` +
      (base ? `; side by side: base = ${BASE_REF} (${base.commit.slice(0, 10)}), head = this tree${GATE !== null ? `; gate +${GATE} %` : ''}` : ''),
  )
  const results = []
  for (const build of buildNames) {
    for (const name of routeNames) {
      const times = await measureRoute(build, name, RUNS)
      const row = { name, build, path: ROUTES[name][build], tries: [times] }
      if (GATE !== null && !judgeRoute(row.tries, GATE).ok) {
        console.log(`${build} ${name}: over the gate (base ${rounded(times.base).join(' ')} → head ${rounded(times.head).join(' ')} ms), a second try`)
        row.tries.push(await measureRoute(build, name, RUNS))
      }
      const last = row.tries.at(-1)
      row.base = base ? { median: Math.round(median(last.base)), runs: rounded(last.base) } : null
      row.head = { median: Math.round(median(last.head)), runs: rounded(last.head) }
      row.floor = last.floor ? { median: Math.round(median(last.floor)), runs: rounded(last.floor) } : null
      row.ratio = row.floor ? row.head.median / Math.max(1, row.floor.median) : null
      row.change = base ? changePercent(row.base.median, row.head.median) : null
      row.verdict = GATE !== null ? judgeRoute(row.tries, GATE) : { ok: true, reason: '' }
      row.tries = row.tries.map((runs) => ({ base: rounded(runs.base), head: rounded(runs.head), ...(runs.floor ? { floor: rounded(runs.floor) } : {}) }))
      results.push(row)
      const baseText = row.base ? `base ${row.base.median} ms [${row.base.runs.join(' ')}] → ` : ''
      const floorText = row.floor ? `, floor ${row.floor.median} ms [${row.floor.runs.join(' ')}] (${row.ratio.toFixed(2)}×)` : ''
      console.log(`${build} ${name.padEnd(9)} ${baseText}head ${row.head.median} ms [${row.head.runs.join(' ')}]${floorText}${row.verdict.reason ? `  (${row.verdict.reason})` : ''}`)
    }
  }
  mkdirSync(outDir, { recursive: true })
  const summary = { runs: RUNS, gate: GATE, cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G, base: base ? { ref: BASE_REF, commit: base.commit } : null, routes: results }
  writeFileSync(join(outDir, 'summary.json'), JSON.stringify(summary, null, 2))

  console.log(`\nTime to data of a first visit (ms from navigation start), median of ${RUNS}${base ? `, side by side with ${BASE_REF} (${base.commit.slice(0, 10)})` : ''}`)
  const gated = GATE !== null
  const columns = [
    ['route', (row) => row.name],
    ['build', (row) => row.build],
    ['path', (row) => row.path],
    ...(base ? [['base median ms', (row) => row.base.median]] : []),
    ['head median ms', (row) => row.head.median],
    ...(base ? [['change', (row) => `${row.change >= 0 ? '+' : ''}${row.change.toFixed(1)} %`]] : []),
    ['floor median ms', (row) => row.floor?.median ?? 'n/a (demo)'],
    ['head ÷ floor', (row) => (row.ratio === null ? '–' : `${row.ratio.toFixed(2)}×`)],
    ...(gated ? [['verdict', (row) => `${row.verdict.ok ? 'pass' : 'FAIL'}${row.tries.length > 1 ? ' (2 tries)' : ''}`]] : []),
  ]
  const tableRow = (cells) => `| ${cells.join(' | ')} |`
  console.log(tableRow(columns.map(([title]) => title)))
  console.log(tableRow(columns.map(() => '---')))
  for (const row of results) console.log(tableRow(columns.map(([, cell]) => cell(row))))
  const failing = results.filter((row) => !row.verdict.ok)
  if (gated) console.log(failing.length ? `slower beyond the gate: ${failing.map((row) => `${row.build} ${row.name}`).join(', ')}` : 'every route within the gate')
  console.log(`bench:first-visit took ${Math.round((Date.now() - started) / 1000)} s`)
  exitCode = failing.length ? 1 : 0
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
} finally {
  await browser.close()
  for (const side of Object.values(sides)) for (const server of Object.values(side.servers)) await server.stop()
  await floor?.close()
  await api?.close()
}
process.exit(exitCode)
