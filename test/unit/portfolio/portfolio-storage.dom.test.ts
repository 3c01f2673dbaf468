import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HistoryEntry } from '../../../src/features/portfolio/portfolio-history'
import { positionId, type Position } from '../../../src/features/portfolio/portfolio-schema'
import { addToPositions, forgetLoadedPortfolios, getPortfolios, notSavedText, portfolioActions } from '../../../src/features/portfolio/portfolio-store'
import {
  loadPortfolios,
  portfolioBackupKey,
  portfolioScope,
  portfolioStorageKey,
  savePortfolios,
} from '../../../src/features/portfolio/portfolio-storage'

const PREFIX = 'ratings-dashboard:'
const demo = portfolioScope('demo', 'https://ignored.example')
const first: Position = { platform: 'harbor-lend', contract_address: '0xAbC0000000000000000000000000000000000001', amount_usd: 1_500_000 }
const second: Position = { platform: 'mosswater-staking', contract_address: '0x0000000000000000000000000000000000000002', amount_usd: 0.01, name: 'Moss ETH' }
const day: HistoryEntry = {
  date: '2026-11-20',
  total_usd: 1_500_000.01,
  median_grade: 'A',
  positions: 2,
  qualified_pct: 100,
  elevated_pct: 0,
  high_risk_pct: 0,
  default_pct: 0,
  unrated_pct: 0,
}

function stored(scope = demo): string | null {
  return localStorage.getItem(PREFIX + portfolioStorageKey(scope))
}
function backup(scope = demo): string | null {
  return localStorage.getItem(PREFIX + portfolioBackupKey(scope))
}
const names = () => getPortfolios(demo).portfolios.map((portfolio) => portfolio.name)
const positionsOf = (name: string) => getPortfolios(demo).portfolios.find((portfolio) => portfolio.name === name)?.positions

/** localStorage that is full: every write throws the browser's QuotaExceededError. */
function fillStorage() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

beforeEach(() => forgetLoadedPortfolios())
afterEach(() => vi.restoreAllMocks())

describe('portfolio storage', () => {
  it('keeps the portfolios per connection: demo, and each live base URL', () => {
    const liveA = portfolioScope('live', 'https://api.a.example/')
    const liveB = portfolioScope('live', 'https://api.b.example')
    expect(liveA).toBe(portfolioScope('live', 'https://api.a.example'))
    expect(new Set([demo, liveA, liveB, portfolioScope('demo', 'https://other')]).size).toBe(3)
    expect(savePortfolios(liveA, [{ name: 'Fund A', positions: [first], history: [] }])).toBe(true)
    expect(loadPortfolios(liveA).portfolios).toEqual([{ name: 'Fund A', positions: [first], history: [] }])
    expect(loadPortfolios(liveB).portfolios).toEqual([{ name: 'My portfolio', positions: [], history: [] }])
  })

  it('round-trips a versioned value of named portfolios with their history, never a key', () => {
    const portfolios = [
      { name: 'Treasury', positions: [first, second], history: [day] },
      { name: 'Fund B', positions: [], history: [] },
    ]
    savePortfolios(demo, portfolios)
    const raw = stored()!
    expect(JSON.parse(raw)).toEqual({ version: 2, portfolios })
    expect(raw).not.toMatch(/api[-_]?key|sr1-/i)
    expect(loadPortfolios(demo)).toEqual({ portfolios, problem: null })
  })

  it('starts with one empty "My portfolio" when nothing is stored', () => {
    expect(loadPortfolios(demo)).toEqual({ portfolios: [{ name: 'My portfolio', positions: [], history: [] }], problem: null })
  })

  it('carries a portfolio stored by the earlier version over as "My portfolio", every position kept', () => {
    const many = Array.from({ length: 500 }, (_, index): Position => ({ platform: 'p', contract_address: `a${index}`, amount_usd: index + 1 }))
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), JSON.stringify({ version: 1, positions: many }))
    expect(loadPortfolios(demo)).toEqual({ portfolios: [{ name: 'My portfolio', positions: many, history: [] }], problem: null })
    expect(JSON.parse(stored()!)).toEqual({ version: 2, portfolios: [{ name: 'My portfolio', positions: many, history: [] }] })
  })

  it.each([
    ['not JSON', '{"version":2,"portfolios":[', /not valid JSON/],
    ['an old version', JSON.stringify({ version: 0, items: [] }), /version 0/],
    ['a future version', JSON.stringify({ version: 3, portfolios: [] }), /version 3/],
    ['an unversioned array', JSON.stringify([first]), /not in the expected format/],
    ['a v1 value with a negative amount', JSON.stringify({ version: 1, positions: [{ ...first, amount_usd: -1 }] }), /not in the expected format/],
    ['fractions of a cent', JSON.stringify({ version: 1, positions: [{ ...first, amount_usd: 0.001 }] }), /not in the expected format/],
    ['more than 500 positions', JSON.stringify({ version: 1, positions: Array.from({ length: 501 }, () => first) }), /not in the expected format/],
  ])('sets aside %s under the backup key, exactly as stored, and says so', (_name, raw, reason) => {
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), raw)
    const loaded = loadPortfolios(demo)
    expect(loaded.portfolios).toEqual([{ name: 'My portfolio', positions: [], history: [] }])
    expect(loaded.problem).toMatch(reason)
    expect(loaded.problem).toMatch(/set aside on this device and a new, empty portfolio started/)
    expect(backup()).toBe(raw)
    expect(stored()).toBeNull()
  })

  it('sets aside only the unreadable portfolio, and the unreadable days of a history; the rest loads', () => {
    const broken = { name: 'Broken', positions: [{ ...first, amount_usd: 'lots' }], history: [] }
    const badDay = { ...day, date: 'yesterday' }
    localStorage.setItem(
      PREFIX + portfolioStorageKey(demo),
      JSON.stringify({ version: 2, portfolios: [{ name: 'Treasury', positions: [first], history: [day, badDay] }, broken, { name: 'Fund B', positions: [second], history: [] }] }),
    )
    const loaded = loadPortfolios(demo)
    expect(loaded.portfolios).toEqual([
      { name: 'Treasury', positions: [first], history: [day] },
      { name: 'Fund B', positions: [second], history: [] },
    ])
    expect(loaded.problem).toBe('1 portfolio (“Broken”) and 1 day of history could not be read: set aside on this device (nothing was deleted). The rest loaded.')
    expect(JSON.parse(backup()!)).toEqual({ set_aside: [{ portfolio: 'Treasury', history: [badDay] }, broken] })
    // What was set aside is not read again: the stored value is the readable rest.
    expect(loadPortfolios(demo).problem).toBeNull()
  })

  it('adds to what the backup key held before: nothing set aside is lost', () => {
    localStorage.setItem(PREFIX + portfolioBackupKey(demo), 'an older copy')
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), 'garbage')
    loadPortfolios(demo)
    expect(JSON.parse(backup()!)).toEqual({ set_aside: ['an older copy', 'garbage'] })
  })

  it('leaves an unreadable value where it is when even the backup cannot be written', () => {
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), 'garbage')
    fillStorage()
    const loaded = loadPortfolios(demo)
    expect(loaded.problem).toMatch(/could not be read.*left as they are.*storage is full/)
    expect(stored()).toBe('garbage')
  })

  it('the in-memory store reports an unreadable value once and works on', () => {
    localStorage.setItem(PREFIX + portfolioStorageKey(demo), 'garbage')
    expect(getPortfolios(demo).problem).toMatch(/could not be read/)
    expect(getPortfolios(demo)).toBe(getPortfolios(demo))
    expect(backup()).toBe('garbage')
    expect(portfolioActions(demo).add('My portfolio', first)).toEqual({ saved: true })
    expect(positionsOf('My portfolio')).toEqual([first])
  })
})

describe('portfolio store', () => {
  it('adds a position, adds to one already held (address in any case), and removes it', () => {
    const actions = portfolioActions(demo)
    actions.add('My portfolio', first)
    actions.add('My portfolio', second)
    actions.add('My portfolio', { ...first, contract_address: first.contract_address.toLowerCase(), amount_usd: 0.3, name: 'Harbor USDC' })
    expect(positionsOf('My portfolio')).toEqual([{ ...first, amount_usd: 1_500_000.3, name: 'Harbor USDC' }, second])
    actions.remove('My portfolio', `harbor-lend:${first.contract_address.toLowerCase()}`, 'Harbor USDC')
    expect(positionsOf('My portfolio')).toEqual([second])
    // Each position held is dated from when it was added ("New" after a "Mark all as seen"); a removed one leaves nothing.
    const seen = { marked_at: null, since: null, references: {}, added_at: { [positionId(second)]: expect.any(String) } }
    expect(JSON.parse(stored()!)).toEqual({ version: 2, portfolios: [{ name: 'My portfolio', positions: [second], history: [], seen }] })
  })

  it('holds at most 500 positions', () => {
    const many = Array.from({ length: 500 }, (_, index): Position => ({ platform: 'p', contract_address: `a${index}`, amount_usd: 1 }))
    expect(addToPositions(many, first)).toBeNull()
    expect(addToPositions(many, { ...many[3]!, amount_usd: 2 })?.[3]?.amount_usd).toBe(3)
  })

  it('makes, renames and deletes portfolios by the rules on names, each with its own positions', () => {
    const actions = portfolioActions(demo)
    expect(actions.create('  Fund   B ')).toEqual({ saved: true })
    expect(actions.create('fund b')).toEqual({ saved: false, reason: expect.stringMatching(/“Fund B” already exists/) })
    expect(actions.create('')).toEqual({ saved: false, reason: 'Enter a name for the portfolio.' })
    expect(actions.create('x'.repeat(61))).toEqual({ saved: false, reason: expect.stringMatching(/at most 60/) })
    expect(names()).toEqual(['My portfolio', 'Fund B'])
    actions.add('Fund B', second)
    expect(positionsOf('My portfolio')).toEqual([])
    expect(positionsOf('Fund B')).toEqual([second])
    // A rename may change the case of its own name, not take another's.
    expect(actions.rename('Fund B', 'FUND B')).toEqual({ saved: true })
    expect(actions.rename('FUND B', 'my portfolio')).toEqual({ saved: false, reason: expect.stringMatching(/already exists/) })
    expect(names()).toEqual(['My portfolio', 'FUND B'])
    expect(actions.delete('My portfolio')).toEqual({ saved: true })
    expect(actions.delete('FUND B')).toEqual({ saved: false, reason: 'The last portfolio cannot be deleted; remove its positions instead.' })
    expect(getPortfolios(demo).portfolios).toEqual([
      { name: 'FUND B', positions: [second], history: [], seen: { marked_at: null, since: null, references: {}, added_at: { [positionId(second)]: expect.any(String) } } },
    ])
  })

  it('records the day in the chosen portfolio only, and writes nothing when the day is already kept as it is', () => {
    const actions = portfolioActions(demo)
    actions.create('Fund B')
    expect(actions.record('Fund B', day)).toEqual({ saved: true })
    const before = stored()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    expect(actions.record('Fund B', { ...day })).toEqual({ saved: true })
    expect(setItem).not.toHaveBeenCalled()
    expect(stored()).toBe(before)
    expect(getPortfolios(demo).portfolios.map((portfolio) => portfolio.history.length)).toEqual([0, 1])
  })

  it('a full storage leaves every portfolio intact and says which change was not saved', () => {
    const actions = portfolioActions(demo)
    actions.add('My portfolio', first)
    const before = stored()
    fillStorage()
    expect(actions.add('My portfolio', second)).toEqual({ saved: false, reason: notSavedText('Adding Moss ETH') })
    expect(actions.remove('My portfolio', `harbor-lend:${first.contract_address.toLowerCase()}`, 'Harbor USDC')).toEqual({
      saved: false,
      reason: notSavedText('Removing Harbor USDC'),
    })
    expect(actions.replaceAll('My portfolio', [second])).toEqual({ saved: false, reason: notSavedText('Replacing the positions of “My portfolio”') })
    expect(actions.create('Fund B')).toEqual({ saved: false, reason: notSavedText('The new portfolio “Fund B”') })
    expect(actions.record('My portfolio', day)).toEqual({ saved: false, reason: notSavedText('Today’s entry in the history of “My portfolio”') })
    expect(notSavedText('Adding Moss ETH')).toBe('Adding Moss ETH was not saved: this device’s storage is full. Your portfolios are as they were.')
    expect(getPortfolios(demo).portfolios).toEqual([
      { name: 'My portfolio', positions: [first], history: [], seen: { marked_at: null, since: null, references: {}, added_at: { [positionId(first)]: expect.any(String) } } },
    ])
    expect(stored()).toBe(before)
  })
})
