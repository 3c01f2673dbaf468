import { describe, expect, it } from 'vitest'
import type { SearchIndex } from '../../../src/api/search/search-index'
import { MAX_SEARCH_LENGTH, createNameMatcher, foldName, OPTIONS_PER_GROUP } from '../../../src/features/search/match-names'

const product = (name: string, platform = 'Sablecourt') => ({ name, provider_name: platform, contract_address: `0x${name.length}${name}`, rating: 'A' })
const platform = (name: string) => ({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), products: 1 })
const provider = (name: string) => ({ name, rating: 'BBB' })

const index: SearchIndex = {
  products: [
    'Sablecourt Lending Vault',
    'Court Sable',
    'Sable',
    'Sablecourt',
    'Crème Brûlée Finance',
    'Rocket Pool rETH',
    'SushiSwap Farm',
    'Lendora',
    'Blend Protocol',
    'Øresund Yield',
  ].map((name) => product(name)),
  platforms: ['Sablecourt', 'Rocket Pool', 'Ærø Labs'].map(platform),
  providers: ['Sablecourt Nodes', 'Árvore Staking', 'Figment'].map(provider),
}
const match = createNameMatcher(index)
const productNames = (text: string) => match(text).products.map((item) => item.name)

describe('foldName', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['ÁRVORE', 'arvore'],
    ['Øresund', 'oresund'],
    ['Ærø', 'aero'],
    ['Straße', 'strasse'],
  ])('%s → %s', (text, folded) => expect(foldName(text)).toBe(folded))
})

describe('createNameMatcher', () => {
  it.each([
    // case and accents
    ['creme', ['Crème Brûlée Finance']],
    ['BRULEE', ['Crème Brûlée Finance']],
    ['brûlée fin', ['Crème Brûlée Finance']],
    ['oresund', ['Øresund Yield']],
    // any word, by its start, in any order
    ['pool', ['Rocket Pool rETH']],
    ['pool rock', ['Rocket Pool rETH']],
    ['swap', []],
    ['court', ['Court Sable']],
    ['lend', ['Lendora', 'Sablecourt Lending Vault']],
    ['vault sab', ['Sablecourt Lending Vault']],
    // one typo in a word of four letters or more: swapped, wrong, missing, extra
    ['sabelcourt', ['Sablecourt', 'Sablecourt Lending Vault']],
    ['sablecuort', ['Sablecourt', 'Sablecourt Lending Vault']],
    ['sablxcourt', ['Sablecourt', 'Sablecourt Lending Vault']],
    ['sablcourt', ['Sablecourt', 'Sablecourt Lending Vault']],
    ['sablecoourt', ['Sablecourt', 'Sablecourt Lending Vault']],
    ['lendnig', ['Sablecourt Lending Vault']],
    // but not two typos, nor one in a short word, nor in the first letter
    ['sbaelcourt', []],
    ['bledn', ['Blend Protocol']],
    ['bne', []],
    ['xable', []],
  ])('%s finds %j', (text, names) => expect(productNames(text)).toEqual(names))

  it('ranks the whole name, then names starting with the text, then word starts, then typos; shorter first', () => {
    expect(productNames('sable')).toEqual(['Sable', 'Sablecourt', 'Sablecourt Lending Vault', 'Court Sable'])
    expect(productNames('sablecourt')).toEqual(['Sablecourt', 'Sablecourt Lending Vault'])
    // the exact word start wins over the typo match
    expect(productNames('blend')).toEqual(['Blend Protocol'])
  })

  it('matches platforms and providers by their names too', () => {
    expect(match('sablecourt')).toMatchObject({ platforms: [{ name: 'Sablecourt' }], providers: [{ name: 'Sablecourt Nodes' }] })
    expect(match('arvore').providers.map((item) => item.name)).toEqual(['Árvore Staking'])
    expect(match('aero').platforms.map((item) => item.name)).toEqual(['Ærø Labs'])
  })

  it('lists nothing below two characters', () => {
    expect(match('s')).toEqual({ products: [], platforms: [], providers: [] })
    expect(match('  s ')).toEqual({ products: [], platforms: [], providers: [] })
  })

  it('cuts each group to the limit, keeping the best', () => {
    const many: SearchIndex = {
      products: Array.from({ length: 12 }, (_, n) => product(`Vault ${'x'.repeat(12 - n)}`)).concat(product('Vault')),
      platforms: [],
      providers: [],
    }
    const found = createNameMatcher(many)('vault', OPTIONS_PER_GROUP).products
    expect(found).toHaveLength(5)
    expect(found[0]!.name).toBe('Vault')
    const lengths = found.map((item) => item.name.length)
    expect(lengths).toEqual(lengths.toSorted((a, b) => a - b))
    expect(createNameMatcher(many)('vault').products).toHaveLength(13)
  })
})

describe('a query longer than any name', () => {
  it('matches nothing (a pasted page of text, a random walk of 5,000 characters), and a name-long one still matches', () => {
    expect(match('x'.repeat(5_000))).toEqual({ products: [], platforms: [], providers: [] })
    expect(match(`sablecourt ${'lending '.repeat(20)}`.slice(0, MAX_SEARCH_LENGTH + 1)).products).toEqual([])
    expect(productNames('Sablecourt Lending Vault')[0]).toBe('Sablecourt Lending Vault')
  })
})
