import { bench, describe } from 'vitest'
import type { ListPage } from '../../src/api/client'
import { exportPages, type ApiParams, type FetchedPage } from '../../src/api/export/export-pages'
import type { DefiRating } from '../../src/api/schemas/defi'
import type { InfraRating } from '../../src/api/schemas/infra'
import { indexFromRecords } from '../../src/api/search/search-index'
import { createNameMatcher, OPTIONS_PER_GROUP } from '../../src/features/search/match-names'
import { createDb } from '../../src/mocks/db/db'
import { createSeed } from '../../src/mocks/db/seed'
import { DEMO_API_KEY } from '../../src/mocks/demo-account'
import { listDefi } from '../../src/mocks/logic/defi'
import { listInfra } from '../../src/mocks/logic/infra'
import { listOperation, serve } from '../../src/mocks/logic/serve'

/**
 * The search's name index for 1,000 products and 100 providers (UI contract
 * and issue 62): building it from the pages' records (the export's pager, the
 * index, the matcher's folded names) must cost at most 1.5× the browser's own
 * JSON parsing of the same pages' text (the floor), measured side by side
 * here; and what one typed character costs the matcher. `npm run bench --
 * test/bench/search-index.bench.ts` runs it alone; the floor check throws
 * when the ratio is over.
 */
const FLOOR_RATIO = 1.5
const PRODUCTS = 1000
const PROVIDERS = 100

const db = createDb(createSeed({ defiProducts: PRODUCTS, infraProviders: PROVIDERS, now: Date.UTC(2025, 5, 15) }))
const sorted = { sort: 'name', order: 'asc', limit: '100' }

/** The answers' text, as the browser receives them, page by page. */
function pageTexts(kind: 'defi' | 'infra', total: number): string[] {
  const texts: string[] = []
  for (let offset = 0; offset < total; offset += 100) {
    const query = new URLSearchParams({ ...sorted, offset: String(offset) })
    const response = serve(
      db,
      { apiKey: DEMO_API_KEY, now: Date.now(), rateLimitPerMinute: null },
      kind === 'defi' ? listOperation('defi', (d) => listDefi(d, query)) : listOperation('infra', (d) => listInfra(d, query)),
    )
    if (response.status !== 200) throw new Error(`mock answered ${response.status}`)
    texts.push(JSON.stringify(response.body))
  }
  return texts
}

const defiTexts = pageTexts('defi', PRODUCTS)
const infraTexts = pageTexts('infra', PROVIDERS)
const allTexts = [...defiTexts, ...infraTexts]
const parse = <T>(texts: string[]) => texts.map((text) => JSON.parse(text) as { data: T[]; pagination: ListPage<T>['pagination'] })

/** The pager over pages already received (and parsed), as the build gets them from the client. */
async function pageThrough<T>(bodies: Array<{ data: T[]; pagination: ListPage<T>['pagination'] }>, identity: (row: T) => string): Promise<T[]> {
  const rows: T[] = []
  const fetchPage = async (params: ApiParams): Promise<FetchedPage<T>> => {
    const offset = Number(params.offset)
    const body = bodies[offset / 100]!
    return { page: { items: body.data, pagination: body.pagination, limit: 100, offset }, usedCredits: 0 }
  }
  for await (const event of exportPages({ fetchPage, params: {}, identity, signal: new AbortController().signal })) {
    if (event.type === 'page') rows.push(...event.rows)
    else if (event.type !== 'done') throw new Error(`the pager ended with ${event.type}`)
  }
  return rows
}

async function buildIndex(defiBodies: ReturnType<typeof parse<DefiRating>>, infraBodies: ReturnType<typeof parse<InfraRating>>) {
  const products = await pageThrough(defiBodies, (row) => `${row.provider_name}\u0000${row.contract_address.toLowerCase()}`)
  const providers = await pageThrough(infraBodies, (row) => row.name)
  const index = indexFromRecords(products, providers)
  createNameMatcher(index)
  return index
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!

describe(`the search index of ${PRODUCTS} products and ${PROVIDERS} providers`, () => {
  bench(
    `building it costs at most ${FLOOR_RATIO}× parsing its pages' JSON (floor check)`,
    async () => {
      const parseTimes: number[] = []
      const buildTimes: number[] = []
      for (let run = 0; run < 31; run += 1) {
        let started = performance.now()
        parse(allTexts)
        parseTimes.push(performance.now() - started)
        const defiBodies = parse<DefiRating>(defiTexts)
        const infraBodies = parse<InfraRating>(infraTexts)
        started = performance.now()
        const index = await buildIndex(defiBodies, infraBodies)
        buildTimes.push(performance.now() - started)
        if (index.products.length !== PRODUCTS || index.providers.length !== PROVIDERS) throw new Error('the index lost records')
      }
      const ratio = median(buildTimes) / median(parseTimes)
      console.log(
        `index of ${PRODUCTS} + ${PROVIDERS}: build ${median(buildTimes).toFixed(2)} ms, JSON.parse of its ${allTexts.length} pages ` +
          `(${(allTexts.join('').length / 1024).toFixed(0)} KB) ${median(parseTimes).toFixed(2)} ms: ${ratio.toFixed(2)}× (floor ${FLOOR_RATIO}×)`,
      )
      if (ratio > FLOOR_RATIO) throw new Error(`building the index costs ${ratio.toFixed(2)}× its JSON parsing, over ${FLOOR_RATIO}×`)
    },
    { iterations: 1, warmupIterations: 1, time: 0 },
  )

  const index = indexFromRecords(
    parse<DefiRating>(defiTexts).flatMap((body) => body.data),
    parse<InfraRating>(infraTexts).flatMap((body) => body.data),
  )
  const match = createNameMatcher(index)
  // What typing runs per character: each prefix of a few searches (word starts, a second word, a typo).
  const typed = ['atom strategy', 'sol lending market', 'northgate', 'mosbank finance', 'vault']
    .flatMap((text) => Array.from({ length: text.length - 1 }, (_, end) => text.slice(0, end + 2)))

  bench(`one typed character (${typed.length} prefixes in turn), five a group`, () => {
    for (const text of typed) match(text, OPTIONS_PER_GROUP)
  })

  bench(
    'the slowest typed character (printed)',
    () => {
      const times = typed.map((text) => {
        const started = performance.now()
        match(text, OPTIONS_PER_GROUP)
        return { text, ms: performance.now() - started }
      })
      const slowest = times.toSorted((a, b) => b.ms - a.ms)[0]!
      console.log(`matching per character: median ${median(times.map((time) => time.ms)).toFixed(2)} ms, slowest "${slowest.text}" ${slowest.ms.toFixed(2)} ms`)
    },
    { iterations: 3, warmupIterations: 1, time: 0 },
  )
})
