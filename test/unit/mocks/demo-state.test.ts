import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  attachControlsStorage,
  getMockControls,
  mockRandom,
  resetMockControls,
  setMockControls,
  setMockRandom,
} from '../../../src/mocks/controls'
import { attachDemoStorage, getDemoDb, resetDemoDb, saveDemoDb, type DemoStorage } from '../../../src/mocks/db/demo-db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { RATE_LIMIT_PER_MINUTE, STORAGE_KEYS } from '../../../src/mocks/policy'

/** An in-memory stand-in for localStorage. */
function memoryStorage(): DemoStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

function demoKey() {
  return [...getDemoDb().state.keys.values()].find((key) => key.secret === DEMO_API_KEY)!
}

afterEach(() => {
  attachDemoStorage(null)
  attachControlsStorage(null)
  setMockRandom(null)
  resetDemoDb()
  resetMockControls()
})

describe('demo db', () => {
  beforeEach(() => resetDemoDb())

  it('lives in memory without storage and resetDemoDb restores the seed', () => {
    demoKey().used_credits += 1234
    const keyCount = getDemoDb().state.keys.size
    getDemoDb().state.keys.delete(demoKey().id)
    resetDemoDb()
    expect(getDemoDb().state.keys.size).toBe(keyCount)
    expect(demoKey().used_credits).toBe(48_210)
  })

  it('persists key state under one namespaced entry and loads it after a reload', () => {
    const storage = memoryStorage()
    attachDemoStorage(storage)
    demoKey().used_credits = 99
    demoKey().label = 'Changed'
    saveDemoDb()
    expect([...storage.items.keys()]).toEqual([STORAGE_KEYS.db])
    expect(STORAGE_KEYS.db).toBe('ratings-dashboard:demo-db:v1')
    // A reload: the module state is rebuilt from storage.
    attachDemoStorage(storage)
    expect(demoKey()).toMatchObject({ used_credits: 99, label: 'Changed' })
    resetDemoDb()
    expect(storage.items.size).toBe(0)
    expect(demoKey()).toMatchObject({ used_credits: 48_210, label: 'Dashboard (demo)' })
  })

  it.each([
    ['not JSON', '{'],
    ['the wrong shape', JSON.stringify({ seed: 1, keys: 'none' })],
    ['another seed', JSON.stringify({ seed: 1, keys: [] })],
  ])('ignores a stored entry that is %s', (_case, raw) => {
    const storage = memoryStorage()
    storage.items.set(STORAGE_KEYS.db, raw)
    attachDemoStorage(storage)
    expect(demoKey().used_credits).toBe(48_210)
  })

  it('keeps working when storage throws', () => {
    const broken: DemoStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    attachDemoStorage(broken)
    expect(demoKey().is_active).toBe(true)
    expect(() => saveDemoDb()).not.toThrow()
    expect(() => resetDemoDb()).not.toThrow()
  })
})

describe('mock controls', () => {
  it('default to instant answers, no errors and 60 requests a minute in Node', () => {
    expect(getMockControls()).toEqual({ latencyMs: 0, errorRate: 0, rateLimitPerMinute: RATE_LIMIT_PER_MINUTE })
  })

  it('merge partial updates, clamp out-of-range values and reset', () => {
    setMockControls({ errorRate: 0.25 })
    expect(getMockControls()).toMatchObject({ errorRate: 0.25, latencyMs: 0 })
    setMockControls({ errorRate: 3, latencyMs: -10, rateLimitPerMinute: 0 })
    expect(getMockControls()).toEqual({ errorRate: 1, latencyMs: 0, rateLimitPerMinute: 1 })
    setMockControls({ rateLimitPerMinute: null, latencyMs: Number.NaN })
    expect(getMockControls()).toMatchObject({ rateLimitPerMinute: null, latencyMs: 0 })
    resetMockControls()
    expect(getMockControls().errorRate).toBe(0)
  })

  it('use browser defaults with storage, persist changes and reload them', () => {
    const storage = memoryStorage()
    attachControlsStorage(storage)
    expect(getMockControls().latencyMs).toBeGreaterThanOrEqual(150)
    expect(getMockControls().latencyMs).toBeLessThanOrEqual(300)
    setMockControls({ errorRate: 0.1, rateLimitPerMinute: 5 })
    attachControlsStorage(storage)
    expect(getMockControls()).toMatchObject({ errorRate: 0.1, rateLimitPerMinute: 5 })
    resetMockControls()
    expect(storage.items.has(STORAGE_KEYS.controls)).toBe(false)
  })

  it('draw from an injectable, seeded random source', () => {
    const first = [mockRandom(), mockRandom()]
    resetMockControls()
    expect([mockRandom(), mockRandom()]).toEqual(first)
    setMockRandom(() => 0.5)
    expect(mockRandom()).toBe(0.5)
  })
})
