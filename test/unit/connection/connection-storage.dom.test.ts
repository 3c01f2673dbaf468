import { afterEach, describe, expect, it, vi } from 'vitest'
import { REAL_API_BASE_URL } from '../../../src/api/config'
import { defaultLiveBaseUrl, loadConnection, parseStoredConnection, saveConnection } from '../../../src/features/connection/connection-storage'

const STORED_KEY = 'ratings-dashboard:connection'

describe('parseStoredConnection', () => {
  it('keeps the three remembered fields and drops anything else', () => {
    expect(parseStoredConnection({ mode: 'live', baseUrl: 'https://api.example.com', remember: true, apiKey: 'secret', extra: 1 })).toEqual({
      mode: 'live',
      baseUrl: 'https://api.example.com',
      remember: true,
    })
  })

  it.each([
    ['null', null],
    ['a string', 'live'],
    ['an unknown mode', { mode: 'staging', baseUrl: 'https://a.example', remember: false }],
    ['an empty base URL', { mode: 'live', baseUrl: '', remember: false }],
    ['a base URL that is not a string', { mode: 'live', baseUrl: 42, remember: false }],
    ['remember that is not a boolean', { mode: 'live', baseUrl: 'https://a.example', remember: 'yes' }],
    ['a missing field', { mode: 'demo', baseUrl: 'https://a.example' }],
  ])('refuses %s', (_, value) => {
    expect(parseStoredConnection(value)).toBeNull()
  })
})

describe('defaultLiveBaseUrl', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  // The README's reverse-proxy recipe builds with VITE_API_BASE_URL=/api, so that Settings offers the same origin.
  it('is the build setting VITE_API_BASE_URL when there is one, else the real service', () => {
    vi.stubEnv('VITE_API_PROXY_PREFIX', '')
    vi.stubEnv('VITE_API_BASE_URL', '/api')
    expect(defaultLiveBaseUrl()).toBe('/api')
    vi.stubEnv('VITE_API_BASE_URL', '')
    expect(defaultLiveBaseUrl()).toBe(REAL_API_BASE_URL)
  })

  it('is the dev and preview proxy prefix before the build setting', () => {
    vi.stubEnv('VITE_API_PROXY_PREFIX', '/api-proxy')
    vi.stubEnv('VITE_API_BASE_URL', '/api')
    expect(defaultLiveBaseUrl()).toBe('/api-proxy')
  })
})

describe('loadConnection', () => {
  afterEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it('falls back to the default connection when the stored one is malformed', () => {
    localStorage.setItem(STORED_KEY, JSON.stringify({ mode: 'live', baseUrl: '', remember: true }))
    const connection = loadConnection()
    expect(connection.remember).toBe(false)
    expect(connection.baseUrl).not.toBe('')
  })

  it('reads back what was saved, the key from the session', () => {
    saveConnection({ mode: 'live', baseUrl: 'https://api.example.com', remember: false, apiKey: 'k-1' })
    expect(loadConnection()).toEqual({ mode: 'live', baseUrl: 'https://api.example.com', remember: false, apiKey: 'k-1' })
    expect(localStorage.getItem(STORED_KEY)).not.toContain('k-1')
  })
})
