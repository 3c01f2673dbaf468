import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogSteps, createCatalog } from '../../../src/mocks/db/db'
import { createSeed, seedSteps } from '../../../src/mocks/db/seed'
import { computeInSteps, mapInSteps, runSteps, runStepsInSlices } from '../../../src/mocks/db/steps'
import { NOW } from './mock-db'

afterEach(() => {
  vi.useRealTimers()
})

describe('seed building in steps', () => {
  it('maps with one step per item and returns the mapped list', () => {
    const steps = mapInSteps([1, 2, 3], (value, index) => value * 10 + index)
    let pauses = 0
    let step = steps.next()
    while (!step.done) {
      pauses += 1
      step = steps.next()
    }
    expect(pauses).toBe(3)
    expect(step.value).toEqual([10, 21, 32])
  })

  it('computes named values with one step each', () => {
    const calls: string[] = []
    const steps = computeInSteps({
      a: () => (calls.push('a'), 1),
      b: () => (calls.push('b'), 'two'),
    })
    expect(steps.next().done).toBe(false)
    expect(calls).toEqual(['a'])
    expect(runSteps(steps)).toEqual({ a: 1, b: 'two' })
    expect(calls).toEqual(['a', 'b'])
  })

  it('indexes the catalogue a record per step where a step ran long (leaf counts, platform slugs)', () => {
    // A slice only ends between steps: the providers' leaf count as one step was one long task in the browser.
    const seed = createSeed({ now: NOW })
    const steps = catalogSteps(seed)
    let pauses = 0
    while (!steps.next().done) pauses += 1
    const counted = (records: readonly unknown[]) => Math.min(records.length, 100)
    const perRecord = seed.defi.length + counted(seed.defi) + counted(seed.infra) + counted(seed.alerts) + counted(seed.chains)
    expect(pauses).toBeGreaterThanOrEqual(perRecord)
  })

  it('gives the same data in slices as in one go', async () => {
    const sliced = await runStepsInSlices(seedSteps({ now: NOW }), 0)
    expect(sliced).toEqual(createSeed({ now: NOW }))
    const seed = createSeed({ now: NOW })
    expect(await runStepsInSlices(catalogSteps(seed), 0)).toEqual(createCatalog(seed))
    expect(runSteps(catalogSteps(seed))).toEqual(createCatalog(seed))
  })

  it('hands the main thread back between slices', async () => {
    // A slice of 0 ms ends after every step, so each step waits for a macrotask.
    let timersRun = 0
    const realSetTimeout = globalThis.setTimeout
    const counting = ((callback: () => void, ms?: number) => realSetTimeout(() => {
      timersRun += 1
      callback()
    }, ms)) as typeof setTimeout
    vi.stubGlobal('setTimeout', counting)
    try {
      const result = await runStepsInSlices(mapInSteps(['a', 'b', 'c', 'd'], (value) => value.toUpperCase()), 0)
      expect(result).toEqual(['A', 'B', 'C', 'D'])
      expect(timersRun).toBeGreaterThanOrEqual(4)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
