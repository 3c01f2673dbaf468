import { afterEach, describe, expect, it } from 'vitest'
import { loadConnection, parseStoredConnection, saveConnection } from '../../../src/features/connection/connection-storage'

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
