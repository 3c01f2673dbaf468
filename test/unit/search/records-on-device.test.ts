import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import { estimateIndexBuild, indexOnDevice } from '../../../src/api/search/records-on-device'
import { indexFromRecords } from '../../../src/api/search/search-index'
import { createSeed } from '../../../src/mocks/db/seed'

const seed = createSeed({ now: Date.UTC(2025, 5, 15) })
const page = <T>(items: T[], total: number | null, limit = 10, offset = 0) => ({
  items,
  pagination: total === null ? null : { total_count: total, limit, offset },
  limit,
  offset,
})

describe('indexFromRecords', () => {
  it('keeps each product and provider once and derives the platforms with their product counts', () => {
    const [a, b] = seed.defi
    const index = indexFromRecords([a!, b!, { ...a!, contract_address: a!.contract_address.toUpperCase() }], [seed.infra[0]!, seed.infra[0]!])
    expect(index.products).toHaveLength(2)
    expect(index.providers).toHaveLength(1)
    expect(index.platforms).toEqual([{ name: a!.provider_name, slug: expect.stringMatching(/^[a-z0-9-]+$/), products: a!.provider_name === b!.provider_name ? 2 : 1 }])
  })
})

describe('what the device holds', () => {
  it('reads the list and detail records of the cache, each once', () => {
    const client = new QueryClient()
    client.setQueryData(defiQueries.list({ sort: 'name' }).queryKey, page(seed.defi.slice(0, 10), 320))
    client.setQueryData(defiQueries.list({ type: 'lending' }).queryKey, page(seed.defi.slice(5, 12), 80))
    client.setQueryData(defiQueries.detail('x', seed.defi[40]!.contract_address).queryKey, seed.defi[40])
    client.setQueryData(infraQueries.detail('y').queryKey, seed.infra[3])
    client.setQueryData(defiQueries.chains().queryKey, [{ slug: 'base', name: 'Base' }])
    const index = indexOnDevice(client)
    expect(index.products).toHaveLength(13)
    expect(index.providers.map((provider) => provider.name)).toEqual([seed.infra[3]!.name])
  })

  it.each([
    ['both totals known', 320, 84, { records: 404, requests: 5 }],
    ['the DeFi total unknown', null, 84, { records: null, requests: null, credits: null }],
  ])('estimates the build like Export all: %s', (_, defiTotal, infraTotal, expected) => {
    const client = new QueryClient()
    // A filtered page says nothing of the whole list's total.
    client.setQueryData(defiQueries.list({ type: 'lending' }).queryKey, page(seed.defi.slice(0, 10), 80))
    client.setQueryData(defiQueries.list({ sort: 'rated_at', order: 'desc' }).queryKey, page(seed.defi.slice(0, 10), defiTotal))
    client.setQueryData(infraQueries.list({}).queryKey, page(seed.infra.slice(0, 10), infraTotal))
    const estimate = estimateIndexBuild(client)
    expect(estimate).toMatchObject(expected)
    expect(estimate.creditsPerRecord).toBeGreaterThan(10)
    if (expected.records !== null) expect(estimate.credits).toBeGreaterThan(404 * 10)
  })

  it('takes a first page shorter than its limit as the whole list', () => {
    const client = new QueryClient()
    client.setQueryData(defiQueries.list({}).queryKey, page(seed.defi.slice(0, 7), null))
    client.setQueryData(infraQueries.list({}).queryKey, page(seed.infra.slice(0, 3), null))
    expect(estimateIndexBuild(client)).toMatchObject({ records: 10, requests: 2 })
  })
})
