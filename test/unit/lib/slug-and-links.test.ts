import { describe, expect, it } from 'vitest'
import { safeHttpUrl } from '../../../src/lib/safe-url'
import { toSlug } from '../../../src/lib/slug'

describe('toSlug', () => {
  it.each([
    ['Aave', 'aave'],
    ['Rocket Pool', 'rocket-pool'],
    ['  Lido  Finance!! ', 'lido-finance'],
    ['A.B_C--D', 'a-b-c-d'],
    ['Ünïcode Labs', 'n-code-labs'],
  ])('%s → %s', (name, slug) => {
    expect(toSlug(name)).toBe(slug)
  })
})

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com/report.pdf', 'https://example.com/report.pdf'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/relative/path', null],
    ['ftp://example.com', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, output) => {
    expect(safeHttpUrl(input)).toBe(output)
  })
})
