// zod/mini: this module is in the start-up chunk, where the full zod would cost about 18 KB gzip.
import * as z from 'zod/mini'
import { REAL_API_BASE_URL } from '../../api/config'
import { readStored, readStoredJson, writeStored, writeStoredJson } from '../../api/storage'

export const connectionModeSchema = z.enum(['demo', 'live'])
export type ConnectionMode = z.infer<typeof connectionModeSchema>

/** What is remembered about the connection. The key is kept apart: it is a secret. */
export const storedConnectionSchema = z.object({
  mode: connectionModeSchema,
  baseUrl: z.string().check(z.minLength(1)),
  remember: z.boolean(),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

export interface Connection extends StoredConnection {
  apiKey: string | null
}

const CONNECTION_KEY = 'connection'
const API_KEY_KEY = 'api-key'

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
  const stored = readStoredJson('local', CONNECTION_KEY, (value) => storedConnectionSchema.safeParse(value).data ?? null)
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
