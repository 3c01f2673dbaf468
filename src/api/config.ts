/**
 * Where requests go and with which key. Set by the connection feature; the
 * API layer only reads it, so nothing here depends on React.
 */
export interface ApiConfig {
  baseUrl: string
  apiKey: string | null
  timeoutMs: number
}

/** The real service (contract, top). */
export const REAL_API_BASE_URL = 'https://api.stakingrewards.com'
export const DEFAULT_TIMEOUT_MS = 15_000

/** Base URL in demo mode: the mock backend answers on the page's own origin under this prefix. */
export const DEMO_API_BASE_URL = '/demo-api'

/**
 * Every answer of the demo backend carries this header. A demo request that
 * comes back without it never reached the mock backend: the page's service
 * worker was not the one serving it (a reload racing the old worker away),
 * and the request went to the web server instead.
 */
export const DEMO_BACKEND_HEADER = 'x-demo-backend'

let current: ApiConfig = {
  baseUrl: import.meta.env.VITE_API_BASE_URL || REAL_API_BASE_URL,
  apiKey: null,
  timeoutMs: DEFAULT_TIMEOUT_MS,
}

export function getApiConfig(): ApiConfig {
  return current
}

export function setApiConfig(next: Partial<ApiConfig>): void {
  current = { ...current, ...next }
}

let startBackend: (() => Promise<unknown>) | null = null
let pendingBackend: Promise<unknown> | null = null

/**
 * Requests wait for a backend that `start` brings up, started by the first
 * request that needs it: in demo mode the page paints before the mock
 * backend is even loaded, and no request escapes to the network meanwhile.
 */
export function holdRequestsUntil(start: () => Promise<unknown>): void {
  startBackend = start
  pendingBackend = null
}

/** Starts the held backend if needed; resolves once it is ready, rejects if it failed to start. */
export async function backendReady(): Promise<void> {
  if (startBackend) {
    const start = startBackend
    startBackend = null
    const held: Promise<unknown> = start().finally(() => {
      if (pendingBackend === held) pendingBackend = null
    })
    // The failure is reported by the requests that waited; nothing else should see it unhandled.
    held.catch(() => undefined)
    pendingBackend = held
  }
  if (pendingBackend) await pendingBackend
}

/** How the API layer can check on, and bring back, the demo backend of a browser. */
export interface DemoBackendWatch {
  /** False when requests from this page would not reach the mock backend now. */
  inCharge: () => boolean
  /** Brings it back; resolves when requests reach it again. */
  recover: () => Promise<unknown>
}

let watch: DemoBackendWatch | null = null
let recovering: Promise<unknown> | null = null

/**
 * Set by whoever starts the demo backend in a browser. Only then are demo
 * requests checked (tests that answer demo requests themselves set none).
 */
export function watchDemoBackend(next: DemoBackendWatch | null): void {
  watch = next
}

export function demoBackendWatched(): boolean {
  return watch !== null
}

/** Resolves at once when the demo backend would answer; otherwise first brings it back. */
export async function demoBackendInCharge(): Promise<void> {
  if (watch && !watch.inCharge()) await recoverLostDemoBackend()
}

/**
 * Brings the demo backend back after an answer it did not give; several
 * requests that noticed at once share one recovery. Rejects when there is no
 * way to recover or it failed.
 */
export async function recoverLostDemoBackend(): Promise<void> {
  const current = watch
  if (!current) throw new Error('The demo backend cannot be restarted.')
  recovering ??= current.recover().finally(() => {
    recovering = null
  })
  await recovering
}
