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
