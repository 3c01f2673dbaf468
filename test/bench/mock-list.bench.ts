import { bench, describe } from 'vitest'
import { createCatalog, createDb } from '../../src/mocks/db/db'
import { createSeed } from '../../src/mocks/db/seed'
import { SortIndex, nameRanks } from '../../src/mocks/db/sort-index'
import { DEMO_API_KEY } from '../../src/mocks/demo-account'
import { listDefi } from '../../src/mocks/logic/defi'
import { listOperation, serve } from '../../src/mocks/logic/serve'

/**
 * Typical list requests against a 50,000-product seed. The target is well
 * under 50 ms per request: filters walk a pre-sorted order once, so no
 * request sorts or re-parses records.
 */
const seed = createSeed({ defiProducts: 50_000, now: Date.UTC(2025, 5, 15) })
const db = createDb(seed)
const platform = seed.platforms[5]!.slug

const requests: Array<[name: string, query: string, slug?: string]> = [
  ['default page (rating, best first)', ''],
  ['filtered: type + chain + TVL range', 'type=vault&chain=ethereum-2-0&tvl_gte=1000000&tvl_lte=500000000'],
  ['sorted by tvl desc', 'sort=tvl&order=desc&limit=25'],
  ['deep page: sort=name, offset 49,900', 'sort=name&order=asc&limit=100&offset=49900'],
  ['filtered + sorted + deep: apy asc, v2.1, offset 2,000', 'version=v2.1&apy_gte=2&sort=apy&order=asc&limit=50&offset=2000'],
  ['one platform, users desc', 'sort=users&order=desc', platform],
]

// Warm the sort caches once, as the first request of each order would.
for (const [, query, slug] of requests) listDefi(db, new URLSearchParams(query), slug)

describe('DeFi list at 50,000 products', () => {
  for (const [name, query, slug] of requests) {
    bench(name, () => {
      listDefi(db, new URLSearchParams(query), slug)
    })
  }

  bench('whole pipeline: key, credits, filtered page', () => {
    serve(
      db,
      { apiKey: DEMO_API_KEY, now: Date.now(), rateLimitPerMinute: null },
      listOperation('defi', (d) => listDefi(d, new URLSearchParams('type=lending&sort=tvl&order=desc&limit=100'))),
    )
  })
})

describe('cold start at 50,000 products', () => {
  const tieRank = nameRanks(seed.defi.map((record) => record.name))

  bench(
    'first request of a sort order: one sort of 50,000 by tvl (then cached)',
    () => {
      new SortIndex({ tvl: db.catalog.defi.columns.tvl }, tieRank).order('tvl', 'desc')
    },
    { iterations: 10, warmupIterations: 2 },
  )

  bench(
    'building the indexes of a 50,000-product catalog',
    () => {
      createCatalog(seed)
    },
    { iterations: 3, warmupIterations: 1 },
  )
})
