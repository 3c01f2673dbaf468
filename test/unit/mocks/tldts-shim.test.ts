import { describe, expect, it } from 'vitest'
import { getDomain } from '../../../src/mocks/shims/tldts'

describe('the public-suffix stand-in of browser builds', () => {
  it('gives the last two labels of a host name', () => {
    expect(getDomain('api.ratings.example')).toBe('ratings.example')
    expect(getDomain('Status.Example.COM.')).toBe('example.com')
    expect(getDomain('localhost.test')).toBe('localhost.test')
  })

  it('gives null where there is no registrable domain', () => {
    expect(getDomain('localhost')).toBeNull()
    expect(getDomain('127.0.0.1')).toBeNull()
    expect(getDomain('::1')).toBeNull()
    expect(getDomain('')).toBeNull()
  })
})
