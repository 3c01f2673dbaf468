import { describe, expect, it } from 'vitest'
import { formatCompareItems, parseCompareItems } from '../../../src/lib/compare-items'
import {
  ALERTS_PATH,
  COMPARE_PATH,
  comparePath,
  compareProductsPath,
  platformPath,
  productPath,
  providerPath,
  withSearch,
} from '../../../src/lib/paths'

// Addresses differ by chain; these characters would end or split a path segment if left unencoded.
const AWKWARD_ADDRESS = 'a/b?c#d%e f'

describe('detail paths', () => {
  it('builds the same platform path from a display name or its slug', () => {
    expect(platformPath('Rocket Pool')).toBe('/defi/rocket-pool')
    expect(platformPath('rocket-pool')).toBe('/defi/rocket-pool')
  })

  it('encodes the address, so the route reads back exactly the platform and address it was given', () => {
    const path = productPath('Rocket Pool', AWKWARD_ADDRESS)
    expect(path).toBe('/defi/rocket-pool/a%2Fb%3Fc%23d%25e%20f')
    const segments = new URL(path, 'http://localhost').pathname.split('/').slice(1).map(decodeURIComponent)
    expect(segments).toEqual(['defi', 'rocket-pool', AWKWARD_ADDRESS])
  })

  it('links to a provider by the slug the contract derives from its name', () => {
    expect(providerPath('Example Node Works')).toBe('/infra/example-node-works')
    expect(providerPath('A.B  & C')).toBe('/infra/a-b-c')
  })
})

describe('query strings', () => {
  it('adds a query only when there is one', () => {
    expect(withSearch(ALERTS_PATH, new URLSearchParams({ protocol: 'aave' }))).toBe('/alerts?protocol=aave')
    expect(withSearch(ALERTS_PATH, new URLSearchParams())).toBe('/alerts')
    expect(withSearch(ALERTS_PATH, '?a=1')).toBe('/alerts?a=1')
  })
})

describe('compare links', () => {
  it('builds a readable, round-tripping link from API records', () => {
    const href = compareProductsPath([
      { provider_name: 'Rocket Pool', contract_address: '0xAbC' },
      { provider_name: 'Aave', contract_address: 'a&b' },
    ])
    expect(href).toBe('/compare?items=rocket-pool:0xAbC,aave:a%26b')
    const value = new URL(href, 'http://localhost').searchParams.get('items')
    expect(parseCompareItems(value).items).toEqual([
      { slug: 'rocket-pool', address: '0xAbC' },
      { slug: 'aave', address: 'a&b' },
    ])
  })

  it('is the bare page when nothing is left to compare', () => {
    expect(comparePath([])).toBe(COMPARE_PATH)
  })

  it('formats items in order', () => {
    expect(formatCompareItems([{ slug: 'a', address: '0x1' }])).toBe('a:0x1')
  })
})
