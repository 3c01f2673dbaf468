import * as z from 'zod'
import type { DemoStorage } from './db/demo-db'
import { BROWSER_DEFAULT_LATENCY_MS, RATE_LIMIT_PER_MINUTE, STORAGE_KEYS } from './policy'
import { mulberry32, type RandomSource } from './random'

/**
 * Knobs for the demo's "Simulate problems" panel and for tests. In Node the
 * defaults are instant answers; the browser demo switches to a realistic
 * latency and keeps the knobs in localStorage so a reload keeps them.
 */
export const mockControlsSchema = z.object({
  latencyMs: z.int().check(z.gte(0), z.lte(60_000)),
  /** Share of requests answered with a random 500 server_error, 0..1. */
  errorRate: z.number().check(z.gte(0), z.lte(1)),
  /** Requests per key per minute; null turns the limit off. */
  rateLimitPerMinute: z.nullable(z.int().check(z.positive())),
})
export type MockControls = z.infer<typeof mockControlsSchema>

export const NODE_DEFAULT_CONTROLS: MockControls = { latencyMs: 0, errorRate: 0, rateLimitPerMinute: RATE_LIMIT_PER_MINUTE }
export const BROWSER_DEFAULT_CONTROLS: MockControls = {
  ...NODE_DEFAULT_CONTROLS,
  latencyMs: BROWSER_DEFAULT_LATENCY_MS,
}

let defaults: MockControls = NODE_DEFAULT_CONTROLS
let current: MockControls = defaults
let storage: DemoStorage | null = null

// Seeded as well, so a given error rate fails the same requests on every run.
const RANDOM_SEED = 0x5eed
let random: RandomSource = mulberry32(RANDOM_SEED)

export function getMockControls(): MockControls {
  return current
}

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(min, Math.min(max, value)) : fallback
}

/**
 * Merges `partial` into the controls. Values out of range are clamped and
 * non-numbers keep the current value, rather than throwing at a settings form.
 */
export function setMockControls(partial: Partial<MockControls>): MockControls {
  const limit = partial.rateLimitPerMinute
  current = {
    latencyMs: Math.round(clamp(partial.latencyMs, 0, 60_000, current.latencyMs)),
    errorRate: clamp(partial.errorRate, 0, 1, current.errorRate),
    rateLimitPerMinute:
      limit === null ? null : limit === undefined ? current.rateLimitPerMinute : Math.round(clamp(limit, 1, 100_000, current.rateLimitPerMinute ?? 1)),
  }
  persist()
  return current
}

export function resetMockControls(): MockControls {
  current = defaults
  random = mulberry32(RANDOM_SEED)
  try {
    storage?.removeItem(STORAGE_KEYS.controls)
  } catch {
    // Storage unavailable: the controls simply do not survive a reload.
  }
  return current
}

/** The random source that decides simulated failures; tests may inject their own. */
export function mockRandom(): number {
  return random()
}

export function setMockRandom(source: RandomSource | null): void {
  random = source ?? mulberry32(RANDOM_SEED)
}

function persist(): void {
  try {
    storage?.setItem(STORAGE_KEYS.controls, JSON.stringify(current))
  } catch {
    // See resetMockControls.
  }
}

/** Called by the browser entry: browser defaults, and the knobs a previous visit left. */
export function attachControlsStorage(target: DemoStorage | null): void {
  storage = target
  defaults = target ? BROWSER_DEFAULT_CONTROLS : NODE_DEFAULT_CONTROLS
  current = defaults
  if (!target) return
  try {
    const raw = target.getItem(STORAGE_KEYS.controls)
    const parsed = raw ? mockControlsSchema.safeParse(JSON.parse(raw)) : null
    if (parsed?.success) current = parsed.data
  } catch {
    // A corrupt entry falls back to the defaults.
  }
}
