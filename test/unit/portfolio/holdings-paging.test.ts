import { describe, expect, it } from 'vitest'
import { holdingsPagingSearch, readHoldingsPaging } from '../../../src/features/portfolio/holdings-paging'

describe('the page of holdings in the URL', () => {
  it.each<[string, string, number, { limit: number; offset: number }]>([
    ['nothing named: the first 50', '', 500, { limit: 50, offset: 0 }],
    ['a page size the list pages offer', 'limit=25&offset=75', 500, { limit: 25, offset: 75 }],
    ['a page size not offered', 'limit=7', 500, { limit: 50, offset: 0 }],
    ['an offset between pages goes to its page', 'offset=120', 500, { limit: 50, offset: 100 }],
    ['an offset past the end shows the last page', 'offset=900', 120, { limit: 50, offset: 100 }],
    ['an offset that is not a number', 'offset=-3', 500, { limit: 50, offset: 0 }],
    ['no holdings', 'offset=50', 0, { limit: 50, offset: 0 }],
  ])('%s', (_name, search, total, paging) => {
    expect(readHoldingsPaging(new URLSearchParams(search), total)).toEqual(paging)
  })

  it('leaves defaults out of the URL and keeps other parameters', () => {
    expect(holdingsPagingSearch(new URLSearchParams('x=1&offset=50'), { limit: 50, offset: 0 }).toString()).toBe('x=1')
    expect(holdingsPagingSearch(new URLSearchParams(), { limit: 25, offset: 50 }).toString()).toBe('limit=25&offset=50')
  })
})
