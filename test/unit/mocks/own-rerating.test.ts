import { afterEach, describe, expect, it } from 'vitest'
import { listDefi } from '../../../src/mocks/logic/defi'
import { listInfra } from '../../../src/mocks/logic/infra'
import { noteServedDetail, rerateOnItsOwn, rerateOnItsOwnEvery, simulateRatingChange } from '../../../src/mocks/logic/rerate'
import { toSlug } from '../../../src/lib/slug'
import { expectOk, makeDb, NOW, search } from './mock-db'

const HOUR = 60 * 60_000
const later = '2025-06-20'

afterEach(() => rerateOnItsOwnEvery(null))

describe('"re-rated since" lists find a demo re-rating by its new date', () => {
  it('DeFi and infrastructure alike', () => {
    const db = makeDb()
    const product = db.catalog.defi.records.find((record) => (record.rated_at ?? '') < '2025-06-01')!
    const provider = db.catalog.infra.records.find((record) => (record.rated_at ?? '') < '2025-06-01')!
    const since = search({ rated_at_gte: later, limit: '100' })
    expect(expectOk(listDefi(db, since)).data.some((row) => row.contract_address === product.contract_address)).toBe(false)
    const rerated = new Date(`${later}T10:00:00Z`)
    expectOk(simulateRatingChange(db, { kind: 'defi', platformSlug: toSlug(product.provider_name), contractAddress: product.contract_address }, rerated))
    expectOk(simulateRatingChange(db, { kind: 'infra', slug: toSlug(provider.name) }, rerated))
    expect(expectOk(listDefi(db, since)).data.filter((row) => row.contract_address === product.contract_address)).toHaveLength(1)
    expect(expectOk(listInfra(db, since)).data.filter((row) => row.name === provider.name)).toHaveLength(1)
  })
})

describe('the demo re-rates on its own, by a plain rule', () => {
  it('an hour after its last re-rating, on a "re-rated since" list, the next record it served lately', () => {
    const db = makeDb()
    db.state.ownRerating.lastAt = NOW
    const [first, second] = db.catalog.defi.records
    for (const record of [first!, second!]) noteServedDetail(db, { kind: 'defi', platformSlug: toSlug(record.provider_name), contractAddress: record.contract_address })
    const since = search({ rated_at_gte: '2025-06-14' })
    // Off unless the browser demo turns it on.
    expect(rerateOnItsOwn(db, since, NOW + 2 * HOUR)).toBeNull()
    rerateOnItsOwnEvery(HOUR)
    expect(rerateOnItsOwn(db, since, NOW + HOUR - 1)).toBeNull()
    expect(rerateOnItsOwn(db, search({ limit: '10' }), NOW + HOUR)).toBeNull()
    expect(rerateOnItsOwn(db, since, NOW + HOUR)).toMatchObject({ name: first!.name })
    expect(rerateOnItsOwn(db, since, NOW + HOUR + 1)).toBeNull()
    expect(rerateOnItsOwn(db, since, NOW + 2 * HOUR)).toMatchObject({ name: second!.name })
  })
})
