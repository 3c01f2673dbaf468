import { REAL_API_BASE_URL } from './real-api'

/**
 * Where requests go and with which key. Set by the connection feature; the
 * API layer only reads it, so nothing here depends on React.
 */
export interface ApiConfig {
  baseUrl: string
  apiKey: string | null
  timeoutMs: number
}

export { REAL_API_BASE_URL }
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
