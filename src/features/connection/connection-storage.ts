// No schema library here: this module runs at start-up, where even zod/mini
// would be the largest library after React and the router; three fields are
// checked by hand.
import { REAL_API_BASE_URL } from '../../api/config'
import { readStored, readStoredJson, writeStored, writeStoredJson } from '../../lib/storage'
import { API_KEY_KEY, CONNECTION_KEY } from './connection-keys'

export const CONNECTION_MODES = ['demo', 'live'] as const
export type ConnectionMode = (typeof CONNECTION_MODES)[number]

/** What is remembered about the connection. The key is kept apart: it is a secret. */
export interface StoredConnection {
  mode: ConnectionMode
  baseUrl: string
  remember: boolean
}

function isConnectionMode(value: unknown): value is ConnectionMode {
  return CONNECTION_MODES.some((mode) => mode === value)
}

/** The stored connection when it has the expected shape (unknown fields dropped), else null. */
export function parseStoredConnection(value: unknown): StoredConnection | null {
  if (typeof value !== 'object' || value === null) return null
  const { mode, baseUrl, remember } = value as Record<string, unknown>
  if (!isConnectionMode(mode) || typeof baseUrl !== 'string' || baseUrl.length === 0 || typeof remember !== 'boolean') return null
  return { mode, baseUrl, remember }
}

export interface Connection extends StoredConnection {
  apiKey: string | null
}


/** Mock code is compiled in only for development and demo builds. */
export const MOCKS_AVAILABLE = import.meta.env.DEV || import.meta.env.VITE_DEMO === 'true'

/** The live API's default base URL: the dev/preview proxy when configured, else the build setting, else the real service. */
export function defaultLiveBaseUrl(): string {
  return import.meta.env.VITE_API_PROXY_PREFIX || import.meta.env.VITE_API_BASE_URL || REAL_API_BASE_URL
}

export function defaultConnection(): Connection {
  return {
    mode: MOCKS_AVAILABLE && import.meta.env.VITE_DEMO === 'true' ? 'demo' : 'live',
    baseUrl: defaultLiveBaseUrl(),
    remember: false,
    apiKey: null,
  }
}

export function loadConnection(): Connection {
  const fallback = defaultConnection()
  const stored = readStoredJson('local', CONNECTION_KEY, parseStoredConnection)
  const merged = stored ? { ...fallback, ...stored } : fallback
  if (merged.mode === 'demo' && !MOCKS_AVAILABLE) merged.mode = 'live'
  const apiKey = readStored('session', API_KEY_KEY) ?? (merged.remember ? readStored('local', API_KEY_KEY) : null)
  return { ...merged, apiKey }
}

/**
 * The key goes to sessionStorage, and to localStorage only when the person
 * asked to be remembered on this device; unticking removes it from there.
 */
export function saveConnection(connection: Connection): void {
  const { apiKey, ...stored } = connection
  writeStoredJson('local', CONNECTION_KEY, stored)
  writeStored('session', API_KEY_KEY, apiKey)
  writeStored('local', API_KEY_KEY, connection.remember ? apiKey : null)
}

export function forgetStoredKey(): void {
  writeStored('session', API_KEY_KEY, null)
  writeStored('local', API_KEY_KEY, null)
}
