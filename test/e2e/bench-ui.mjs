// A list's interactions as a ratio to the browser's own floor, at 4× CPU slowdown.
//   node test/e2e/bench-ui.mjs [--builds demo,live] [--passes 5] [--rate 4] [--base <git ref>] [--gate 20] [--event-max 200]
//   (npm run bench:ui -- …)
// Drives Debian's Chromium through the interactions below with real (trusted) input, on /defi?limit=100 in the
// demo build and on /defi in the live build (against the local fake of the service, as a visitor who connected
// it). For each interaction, three figures, each the median over fresh pages (one warm-up page first, not counted):
//   work:  the page's main-thread task time (Chromium's TaskDuration, less the time spent answering this
//          script's DevTools commands) from the input until the result is drawn and the page is idle;
//   floor: the same change made by the browser alone: at the end of the page's passes, the page's markup is set
//          back to what it was before the interaction and the nodes that changed are set from their resulting
//          markup (innerHTML, outerHTML; no script of the app), in the same page at the same slowdown
//          (support/main-thread.mjs);
//   ratio: work ÷ floor, the median of each page's ratio.
// Beside them, the interaction's longest Event Timing entry (what INP reads; for Back, which has no input event
// of the page's own, the longest animation frame after it).
// `--base <ref>` checks that commit out in a git worktree, builds it, serves both and runs their pages
// interleaved (base, head, head, base, …), so the machine's noise falls on both. `--gate <percent>` (with
// `--base`) makes it CI's gate: an interaction fails when its work and its ratio are both more than that much
// above the base's on two tries (the second, with fresh pages, only for the builds the first failed) and then on
// the medians of three tries' pages pooled (a third try, only when two were over and within the run's first 20
// minutes); it then exits 1. `--event-max <ms>` gates what a person feels the same way: an interaction also fails
// when this tree's median Event Timing (for Back, its longest frame) is over that many milliseconds on every try.
// Every run writes test-results/bench-ui/summary.json. Without --gate it is a benchmark and exits 0.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { startFakeLiveApi } from './fake-live-api.mjs'
import { baseBundle, checkoutCommit, liveStorage, settle } from './support/bench-side-by-side.mjs'
import { floorMs, idle, median, taskMs, until, watchPending } from './support/main-thread.mjs'
import { ROOT, buildBundle, createBuildDirs, freePort, requireChromium, startPreview } from './support/servers.mjs'

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : process.argv[index + 1]
}
const PASSES = Math.max(1, Number(arg('--passes', '5')))
const RATE = Number(arg('--rate', '4'))
const BASE_REF = arg('--base', '')
const GATE = arg('--gate', '') === '' ? null : Number(arg('--gate', ''))
const EVENT_MAX = arg('--event-max', '') === '' ? null : Number(arg('--event-max', ''))
const BUILDS = { demo: '/defi?limit=100', live: '/defi' }
/** A third try starts only this soon into the run, so a slow machine's CI still ends within its 90 minutes. */
const THIRD_TRY_WITHIN_MS = 20 * 60_000
const buildNames = arg('--builds', 'demo,live').split(',').filter(Boolean)
if (buildNames.some((name) => !(name in BUILDS)) || (GATE !== null && !BASE_REF)) {
  console.error('usage: bench-ui.mjs [--builds demo,live] [--passes 5] [--rate 4] [--base <ref> [--gate <percent>]] [--event-max <ms>]')
  process.exit(2)
}
/** The element the app renders into: the floor is taken over all of it (a sort also moves the credits meter). */
const ROOT_SELECTOR = '#root'
const chromePath = requireChromium()

/** Installed before the app: collects every event entry and long animation frame. */
function observeInteractions() {
  const store = { events: [], frames: [] }
  const keepEvents = (entries) => {
    for (const entry of entries) {
      // Only events of an interaction (click, key, tap) carry an interactionId; INP counts no other.
      if (entry.interactionId > 0) store.events.push({ start: entry.startTime, duration: entry.duration })
    }
  }
  const keepFrames = (entries) => {
    for (const entry of entries) store.frames.push({ start: entry.startTime, duration: entry.duration })
  }
  const events = new PerformanceObserver((list) => keepEvents(list.getEntries()))
  events.observe({ type: 'event', durationThreshold: 16, buffered: true })
  const frames = new PerformanceObserver((list) => keepFrames(list.getEntries()))
  frames.observe({ type: 'long-animation-frame', buffered: true })
  store.flush = () => {
    keepEvents(events.takeRecords())
    keepFrames(frames.takeRecords())
  }
  Object.assign(window, { __benchUi: store })
}

/**
 * Every DeFi column shown, on both sides: the table's default columns may differ between the trees, and a ratio
 * of two different tables is no comparison of how each draws one. Set before the app reads it.
 */
function showEveryDefiColumn() {
  const every = ['rating', 'potential_rating', 'tvl', 'apy', 'platform', 'type', 'chain', 'users', 'rated_at', 'rated_since', 'version']
  localStorage.setItem('ratings-dashboard:columns:defi-ratings', JSON.stringify(Object.fromEntries(every.map((id) => [id, true]))))
}

/** The stored connection of a live visitor, set before the app reads it. */
function storeConnection(entries) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
}

/** The table shows its rows (not skeletons, not the dimmed previous page). */
async function settled(page) {
  await until(page, () => {
    const table = document.querySelector('main table')
    return table !== null && !table.hasAttribute('aria-busy') && table.querySelectorAll('tbody tr a').length > 0
  }).catch(async (error) => {
    const seen = await page
      .evaluate(() => `${location.pathname}${location.search} | ${document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').slice(0, 300)}`)
      .catch(() => 'the page could not be read')
    throw new Error(`${error.message}\non screen: ${seen}`)
  })
}

/** The first rows' text; with `previous`, whether the rows on screen differ from it. Runs in the page. */
const firstRowsOtherThan = (previous) => {
  const shown = Array.from(document.querySelectorAll('main table tbody tr'), (row) => row.textContent).slice(0, 10).join('|')
  return previous === null ? shown : shown !== previous
}

const INTERACTIONS = [
  { name: 'sort by TVL', run: (page) => page.locator('main table').getByRole('button', { name: 'TVL' }).click(), url: /sort=tvl&order=desc/ },
  { name: 'TVL ascending', run: (page) => page.locator('main table').getByRole('button', { name: 'TVL' }).click(), url: /sort=tvl(?!&order=desc)/ },
  { name: 'the same sort again (cached)', run: (page) => page.locator('main table').getByRole('button', { name: 'TVL' }).click(), url: /sort=tvl&order=desc/ },
  {
    name: 'Type = lending',
    run: async (page) => {
      await page.getByRole('combobox', { name: 'Type' }).focus()
      // Typing a letter on a closed select picks the first option that starts with it: trusted input, like a user.
      await page.keyboard.press('l')
    },
    url: /type=lending/,
  },
  { name: 'Back', run: (page) => page.evaluate(() => history.back()), url: /^(?!.*type=lending)/, frames: true },
  { name: 'Next page', run: (page) => page.getByRole('button', { name: 'Next page' }).click(), url: /offset=\d+/ },
  { name: 'open Columns', run: (page) => page.getByRole('button', { name: /^Columns/ }).click(), url: /offset=\d+/, rowsChange: false },
]

/** One interaction: its work until drawn and idle, its Event Timing figure and longest frame. */
async function measure(cdp, page, interaction) {
  const before = interaction.rowsChange === false ? null : await page.evaluate(firstRowsOtherThan, null)
  const mark = await page.evaluate(() => performance.now())
  const started = await taskMs(cdp)
  await interaction.run(page)
  await page.waitForURL(interaction.url, { timeout: 60_000 })
  // The URL changes before the view renders it: until the rows change, the previous view is still on screen.
  if (before !== null) await until(page, firstRowsOtherThan, before, 60_000)
  // The Columns disclosure: open once its button says so.
  if (interaction.rowsChange === false) await until(page, () => document.querySelector('button[aria-expanded="true"]') !== null)
  await settled(page)
  await idle(page)
  const work = (await taskMs(cdp)) - started
  const { event, frame } = await page.evaluate(
    ({ mark }) => {
      const store = Reflect.get(window, '__benchUi')
      // Entries the browser has queued for the observers but not yet handed over.
      store.flush()
      const longest = (entries) => entries.filter((entry) => entry.start >= mark).reduce((most, entry) => Math.max(most, entry.duration), 0)
      return { event: longest(store.events), frame: longest(store.frames) }
    },
    { mark },
  )
  return { work, event: interaction.frames ? frame : event }
}

/** One fresh page of a side: every interaction in turn, then each one's floor in the same page. */
async function runPage(browser, side, build) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript(watchPending)
    await context.addInitScript(observeInteractions)
    await context.addInitScript(showEveryDefiColumn)
    if (side.storage) await context.addInitScript(storeConnection, side.storage)
    const page = await context.newPage()
    await page.goto(`${side.url}${BUILDS[build]}`)
    await settled(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    const markup = () => page.evaluate((selector) => document.querySelector(selector).innerHTML, ROOT_SELECTOR)
    const figures = []
    for (const interaction of INTERACTIONS) {
      const before = await markup()
      const figure = await measure(cdp, page, interaction).catch((error) => {
        throw new Error(`${side.name} ${build}, "${interaction.name}": ${error.message}`)
      })
      figures.push({ ...figure, before, after: await markup() })
    }
    // The floors last: setting the markup back takes the page out of the app's hands.
    for (const figure of figures) {
      figure.floor = await floorMs(cdp, page, ROOT_SELECTOR, figure.before, figure.after)
      delete figure.before
      delete figure.after
    }
    return figures
  } finally {
    await context.close()
  }
}

/** `passes` pages of each side, interleaved: per side, each page's figures. */
async function runPages(browser, sides, build, passes) {
  const pages = Object.fromEntries(sides.map((side) => [side.name, []]))
  for (let pass = 0; pass < passes; pass += 1) {
    const order = pass % 2 === 0 ? sides : sides.toReversed()
    for (const side of order) {
      await settle()
      pages[side.name].push(await runPage(browser, side, build))
    }
  }
  return pages
}

/** Per interaction and side, the medians over `pages` (runPages' figures, one or more tries pooled). */
function rowsOf(pages) {
  return INTERACTIONS.map((interaction, index) =>
    Object.fromEntries(
      Object.entries(pages).map(([name, figuresOfPages]) => {
        const each = figuresOfPages.map((figures) => figures[index])
        return [
          name,
          {
            work: median(each.map((figure) => figure.work)),
            floor: median(each.map((figure) => figure.floor)),
            ratio: median(each.map((figure) => figure.work / Math.max(1, figure.floor))),
            event: median(each.map((figure) => figure.event)),
            works: each.map((figure) => Math.round(figure.work)),
          },
        ]
      }),
    ),
  )
}

/** Each side's pages of two runs of runPages together. */
const pooled = (one, other) => Object.fromEntries(Object.entries(one).map(([name, pages]) => [name, [...pages, ...other[name]]]))

const ms = (value) => `${Math.round(value)} ms`
const ratioText = (value) => `${value.toFixed(2)}×`

function printTable(build, rows, sideNames, of = `${PASSES} fresh pages per side`) {
  console.log(`\n${build} build, ${BUILDS[build]}, ${RATE}× CPU slowdown: medians of ${of}`)
  const columns = sideNames.flatMap((name) => [`${name} work`, `${name} floor`, `${name} ratio`, `${name} Event Timing`])
  console.log(`| interaction | ${columns.join(' | ')} |${sideNames.length > 1 ? ' work change | ratio change |' : ''}`)
  console.log(`|---|${columns.map(() => '---|').join('')}${sideNames.length > 1 ? '---|---|' : ''}`)
  INTERACTIONS.forEach((interaction, index) => {
    const cells = sideNames.flatMap((name) => {
      const side = rows[index][name]
      return [ms(side.work), ms(side.floor), ratioText(side.ratio), side.event < 16 ? '< 16 ms' : ms(side.event)]
    })
    const percent = (key) => `${((rows[index].head[key] / rows[index].base[key] - 1) * 100).toFixed(0)} %`
    const change = sideNames.length > 1 ? ` ${percent('work')} | ${percent('ratio')} |` : ''
    console.log(`| ${interaction.name}${interaction.frames ? ' (longest frame)' : ''} | ${cells.join(' | ')} |${change}`)
  })
}

const started = Date.now()
const builds = createBuildDirs()
process.once('exit', builds.remove)
const base = BASE_REF ? checkoutCommit(BASE_REF) : null
const api = buildNames.includes('live') ? await startFakeLiveApi({ port: await freePort() }) : null
const servers = []
const sidesOf = {}
for (const build of buildNames) {
  const env = build === 'live' ? { PREVIEW_CONNECT_SRC: api.url } : {}
  const storage = build === 'live' ? liveStorage(api.url) : null
  const headDir = buildBundle(build, builds[build])
  const head = await startPreview(headDir, env)
  servers.push(head)
  sidesOf[build] = [{ name: 'head', url: head.url, storage }]
  if (base) {
    const baseDir = baseBundle(base, build, join(builds.root, `base-${build}`))
    const baseServer = await startPreview(baseDir, env, base.root)
    servers.push(baseServer)
    sidesOf[build].unshift({ name: 'base', url: baseServer.url, storage })
  }
}
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] })
let exitCode = 1
try {
  const summary = { rate: RATE, passes: PASSES, gate: GATE, eventMax: EVENT_MAX, base: base ? { ref: base.ref, commit: base.commit } : null, results: [] }
  for (const build of buildNames) {
    const sides = sidesOf[build]
    // A warm-up page per side (cold server, cold browser on disk), not counted.
    await runPages(browser, sides, build, 1)
    const firstPages = await runPages(browser, sides, build, PASSES)
    let rows = rowsOf(firstPages)
    const names = sides.map((side) => side.name)
    printTable(build, rows, names)
    // Over means work and ratio both over: a real rise in work shows in both, while the floor's own noise (the
    // same markup, a page apart) moves the ratio alone and a busy machine moves the work alone (docs/performance.md).
    const above = (row, key) => row.head[key] > row.base[key] * (1 + GATE / 100)
    const workOver = (row) => GATE !== null && above(row, 'work') && above(row, 'ratio')
    const eventOver = (row) => EVENT_MAX !== null && row.head.event > EVENT_MAX
    const over = (row) => workOver(row) || eventOver(row)
    const overNames = (of) => INTERACTIONS.filter((_, index) => over(of[index])).map((interaction) => interaction.name).join(', ')
    let tries = 1
    if (rows.some(over)) {
      const first = rows
      console.log(`${build}: ${overNames(first)} over the gate; a second try with fresh pages`)
      const secondPages = await runPages(browser, sides, build, PASSES)
      const second = rowsOf(secondPages)
      printTable(build, second, names)
      // Failing means failing both tries.
      rows = second.map((row, index) => (over(first[index]) ? row : first[index]))
      tries = 2
      const spentMs = Date.now() - started
      if (rows.some(over) && spentMs > THIRD_TRY_WITHIN_MS) {
        console.log(`${build}: ${overNames(rows)} over on two tries; no third try after ${Math.round(spentMs / 60_000)} minutes, two tries decide`)
      } else if (rows.some(over)) {
        // An interaction over on two tries is judged once more on the medians of three tries' pages pooled: on this
        // machine the same tree on both sides came out over the gate on about one try in five (docs/performance.md).
        const stillOver = rows
        console.log(`${build}: ${overNames(stillOver)} over on two tries; a third try, judged on the ${3 * PASSES} pages of all three`)
        const all = rowsOf(pooled(pooled(firstPages, secondPages), await runPages(browser, sides, build, PASSES)))
        printTable(build, all, names, `the ${3 * PASSES} pages of three tries pooled`)
        rows = all.map((row, index) => (over(stillOver[index]) ? row : stillOver[index]))
        tries = 3
      }
    }
    INTERACTIONS.forEach((interaction, index) => {
      const row = rows[index]
      const ok = !over(row)
      const reasons = [workOver(row) && 'work and ratio', eventOver(row) && 'Event Timing'].filter(Boolean)
      summary.results.push({
        build,
        interaction: interaction.name,
        ...row,
        verdict: { ok, tries, gated: GATE !== null || EVENT_MAX !== null, reasons },
      })
    })
  }
  const failing = summary.results.filter((result) => !result.verdict.ok)
  if (GATE !== null || EVENT_MAX !== null) {
    const limits = [GATE !== null && `work or ratio within ${GATE} % of the base's`, EVENT_MAX !== null && `Event Timing within ${EVENT_MAX} ms`]
    console.log(
      failing.length
        ? `over the gate on every try: ${failing.map((result) => `${result.build} ${result.interaction} (${result.verdict.reasons.join(', ')})`).join('; ')}`
        : `every interaction: ${limits.filter(Boolean).join(', ')}`,
    )
  }
  const outDir = resolve(ROOT, 'test-results/bench-ui')
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'summary.json'), JSON.stringify(summary, null, 2))
  console.log(`bench:ui took ${((Date.now() - started) / 1000).toFixed(0)} s`)
  exitCode = failing.length ? 1 : 0
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
} finally {
  await browser.close()
  for (const server of servers) await server.stop()
  await api?.close()
}
process.exit(exitCode)
