import { describe, expect, it } from 'vitest'
import { holdingsPage } from '../../../src/features/portfolio/holdings-paging'

describe('the page of holdings the window falls on', () => {
  it.each<[string, { limit: number; offset: number }, number, { limit: number; offset: number }]>([
    ['the first page', { limit: 50, offset: 0 }, 500, { limit: 50, offset: 0 }],
    ['a page of another size', { limit: 25, offset: 75 }, 500, { limit: 25, offset: 75 }],
    ['an offset between pages goes to its page', { limit: 50, offset: 120 }, 500, { limit: 50, offset: 100 }],
    ['an offset past the end shows the last page', { limit: 50, offset: 900 }, 120, { limit: 50, offset: 100 }],
    ['no holdings', { limit: 50, offset: 50 }, 0, { limit: 50, offset: 0 }],
  ])('%s', (_name, asked, total, page) => {
    expect(holdingsPage(asked, total)).toEqual(page)
  })
})
