import { bench, describe } from 'vitest'
import type { ListPage } from '../../src/api/client'
import { exportPages, type ApiParams, type FetchedPage } from '../../src/api/export/export-pages'
import { listEnvelopeSchema } from '../../src/api/schemas/common'
import { defiRatingSchema, type DefiRating } from '../../src/api/schemas/defi'
import { createExportFile, type ExportFormat } from '../../src/lib/export/export-file'
import { DEFI_CSV_COLUMNS } from '../../src/features/defi/defi-csv'
import { createDb, type MockDb } from '../../src/mocks/db/db'
import { createSeed } from '../../src/mocks/db/seed'
import { DEMO_API_KEY } from '../../src/mocks/demo-account'
import { listDefi } from '../../src/mocks/logic/defi'
import { listOperation, serve } from '../../src/mocks/logic/serve'

/**
 * "Export all" over the mock backend in Node: every page goes through the mock
 * pipeline (key, credits, filter, sort, page), over the wire as JSON text, and
 * through the client's own schema, then into the file builder, as in the
 * browser. Prints the time and the peak heap (sampled after each page);
 * `npm run bench -- test/bench/export.bench.ts` runs it alone.
 */
const envelope = listEnvelopeSchema(defiRatingSchema)

function mockFetcher(db: MockDb) {
  return async (params: ApiParams): Promise<FetchedPage<DefiRating>> => {
    const response = serve(
      db,
      { apiKey: DEMO_API_KEY, now: Date.now(), rateLimitPerMinute: null },
      listOperation('defi', (d) => listDefi(d, new URLSearchParams(params))),
    )
    if (response.status !== 200) throw new Error(`mock answered ${response.status}: ${JSON.stringify(response.body)}`)
    const body = envelope.parse(JSON.parse(JSON.stringify(response.body)))
    const page: ListPage<DefiRating> = {
      items: body.data,
      pagination: body.pagination ?? null,
      limit: Number(params.limit),
      offset: Number(params.offset),
    }
    return { page, usedCredits: Number(response.headers['x-used-credits'] ?? 0) }
  }
}

async function runExport(db: MockDb, format: ExportFormat) {
  const fetchPage = mockFetcher(db)
  const file = createExportFile(format, DEFI_CSV_COLUMNS)
  // With `node --expose-gc` (NODE_OPTIONS) the figures start from a collected heap.
  ;(globalThis as { gc?: () => void }).gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  let peakHeap = heapBefore
  const started = performance.now()
  let requests = 0
  for await (const event of exportPages({
    fetchPage,
    params: { sort: 'tvl', order: 'desc' },
    identity: (row) => `${row.provider_name}\u0000${row.contract_address}`,
    signal: new AbortController().signal,
  })) {
    if (event.type === 'page') {
      file.add(event.rows)
      requests = event.cursor.requests
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
    } else if (event.type !== 'done') throw new Error(`export ended with ${event.type}`)
  }
  const blob = file.toBlob()
  const ms = performance.now() - started
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
  // What the export still holds once garbage is gone: the file (as Blob parts), not the records.
  ;(globalThis as { gc?: () => void }).gc?.()
  const heapRetained = process.memoryUsage().heapUsed
  return { rows: file.rowCount, requests, ms, bytes: blob.size, heapBefore, peakHeap, heapRetained }
}

const MB = 1024 * 1024

function report(label: string, result: Awaited<ReturnType<typeof runExport>>) {
  console.log(
    `${label}: ${result.rows} rows in ${result.requests} requests, ${(result.ms / 1000).toFixed(2)} s, ` +
      `file ${(result.bytes / MB).toFixed(1)} MB, heap ${(result.heapBefore / MB).toFixed(0)} MB before, ` +
      `peak ${(result.peakHeap / MB).toFixed(0)} MB (+${((result.peakHeap - result.heapBefore) / MB).toFixed(0)} MB), ` +
      `retained with the file after GC +${((result.heapRetained - result.heapBefore) / MB).toFixed(0)} MB`,
  )
}

for (const size of [10_000, 50_000]) {
  describe(`Export all of ${size.toLocaleString('en-US')} DeFi products from the mock backend`, () => {
    const db = createDb(createSeed({ defiProducts: size, now: Date.UTC(2025, 5, 15) }))
    for (const format of ['csv', 'json'] as const) {
      bench(
        `${format.toUpperCase()}, pages of 100, sorted by TVL`,
        async () => {
          const result = await runExport(db, format)
          if (result.rows !== size) throw new Error(`exported ${result.rows} of ${size} rows`)
          report(`${size} ${format}`, result)
        },
        { iterations: 2, warmupIterations: 0, time: 0 },
      )
    }
  })
}
