import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOT_SAVED_TEXT, addToPositions, forgetLoadedPortfolios, getPortfolio, portfolioActions } from '../../../src/features/portfolio/portfolio-store'
import {
  loadPortfolio,
  portfolioBackupKey,
  portfolioScope,
  portfolioStorageKey,
  savePortfolio,
} from '../../../src/features/portfolio/portfolio-storage'
import type { Position } from '../../../src/features/portfolio/portfolio-schema'

const PREFIX = 'ratings-dashboard:'
const demo = portfolioScope('demo', 'https://ignored.example')
const first: Position = { platform: 'harbor-lend', contract_address: '0xAbC0000000000000000000000000000000000001', amount_usd: 1_500_000 }
const second: Position = { platform: 'mosswater-staking', contract_address: '0x0000000000000000000000000000000000000002', amount_usd: 0.01, name: 'Moss ETH' }

function stored(scope = demo): string | null {
  return localStorage.getItem(PREFIX + portfolioStorageKey(scope))
}

/** localStorage that is full: every write throws the browser's QuotaExceededError. */
function fillStorage() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

beforeEach(() => forgetLoadedPortfolios())
afterEach(() => vi.restoreAllMocks())

describe('portfolio storage', () => {
  it('keeps one portfolio per connection: demo, and each live base URL', () => {
    const liveA = portfolioScope('live', 'https://api.a.example/')
    const liveB = portfolioScope('live', 'https://api.b.example')
    expect(liveA).toBe(portfolioScope('live', 'https://api.a.example'))
    expect(new Set([demo, liveA, liveB, portfolioScope('demo', 'https://other')]).size).toBe(3)
    expect(savePortfolio(liveA, [first])).toBe(true)
    expect(loadPortfolio(liveA).positions).toEqual([first])
    expect(loadPortfolio(liveB).positions).toEqual([])
    expect(loadPortfolio(demo).positions).toEqual([])
  })

  it('round-trips a versioned value that holds the positions and never a key', () => {
    savePortfolio(demo, [first, second])
    const raw = stored()!
    expect(JSON.parse(raw)).toEqual({ version: 1, positions: [first, second] })
    expect(raw).not.toMatch(/api[-_]?key|sr1-/i)
    expect(loadPortfolio(demo)).toEqual({ positions: [first, second], problem: null })
  })

  it('starts empty with nothing stored', () => {
    expect(loadPortfolio(demo)).toEqual({ positions: [], problem: null })
  })

  it.each([
    ['not JSON', '{"version":1,"positions":[', /not valid JSON/],
    ['an old version', JSON.stringify({ version: 0, items: [] }), /version 0/],
    ['a future version', JSON.stringify({ version: 2, positions: [] }), /version 2/],
    ['an unversioned array', JSON.stringify([first]), /not in the expected format/],
    ['a negative amount', JSON.stringify({ version: 1, positions: [{ ...first, amount_usd: -1 }] }), /not in the expected format/],
    ['fractions of a cent', JSON.stringify({ version: 1, positions: [{ ...first, amount_usd: 0.001 }] }), /not in the expected format/],
    ['an address with spaces', JSON.stringify({ version: 1, positions: [{ ...first, contract_address: 'a b' }] }), /not in the expected format/],
    ['more than 500 positions', JSON.stringify({ version: 1, positions: Array.from({ length: 501 }, () => first) }), /not in the expected format/],
  ])('sets aside %s under the backup key and says so', (_name, raw, reason) => {
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), raw)
    const loaded = loadPortfolio(demo)
    expect(loaded.positions).toEqual([])
    expect(loaded.problem).toMatch(reason)
    expect(loaded.problem).toMatch(/set aside on this device and a new, empty portfolio started/)
    expect(localStorage.getItem(PREFIX + portfolioBackupKey(demo))).toBe(raw)
    expect(stored()).toBeNull()
  })

  it('leaves an unreadable value where it is when even the backup cannot be written', () => {
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), 'garbage')
    fillStorage()
    const loaded = loadPortfolio(demo)
    expect(loaded.problem).toMatch(/could not be read.*left as it is.*storage is full/)
    expect(stored()).toBe('garbage')
  })

  it('the in-memory store reports an unreadable value once and works on', () => {
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), 'garbage')
    expect(getPortfolio(demo).problem).toMatch(/could not be read/)
    expect(getPortfolio(demo)).toBe(getPortfolio(demo))
    expect(localStorage.getItem(PREFIX + portfolioBackupKey(demo))).toBe('garbage')
    expect(portfolioActions(demo).add(first)).toEqual({ saved: true })
    expect(getPortfolio(demo).positions).toEqual([first])
  })
})

describe('portfolio store', () => {
  it('adds a position, adds to one already held (address in any case), and removes it', () => {
    const actions = portfolioActions(demo)
    actions.add(first)
    actions.add(second)
    actions.add({ ...first, contract_address: first.contract_address.toLowerCase(), amount_usd: 0.3, name: 'Harbor USDC' })
    expect(getPortfolio(demo).positions).toEqual([{ ...first, amount_usd: 1_500_000.3, name: 'Harbor USDC' }, second])
    actions.remove(`harbor-lend:${first.contract_address.toLowerCase()}`)
    expect(getPortfolio(demo).positions).toEqual([second])
    expect(JSON.parse(stored()!)).toEqual({ version: 1, positions: [second] })
  })

  it('holds at most 500 positions', () => {
    const many = Array.from({ length: 500 }, (_, index): Position => ({ platform: 'p', contract_address: `a${index}`, amount_usd: 1 }))
    expect(addToPositions(many, first)).toBeNull()
    expect(addToPositions(many, { ...many[3]!, amount_usd: 2 })?.[3]?.amount_usd).toBe(3)
  })

  it('a full storage leaves the previous portfolio intact and says the change was not saved', () => {
    const actions = portfolioActions(demo)
    actions.add(first)
    const before = stored()
    fillStorage()
    expect(actions.add(second)).toEqual({ saved: false, reason: NOT_SAVED_TEXT })
    expect(actions.remove(`harbor-lend:${first.contract_address.toLowerCase()}`)).toEqual({ saved: false, reason: NOT_SAVED_TEXT })
    expect(actions.replaceAll([second])).toEqual({ saved: false, reason: NOT_SAVED_TEXT })
    expect(NOT_SAVED_TEXT).toMatch(/not saved/)
    expect(getPortfolio(demo).positions).toEqual([first])
    expect(stored()).toBe(before)
  })
})
