import { describe, expect, it } from 'vitest'
import { holdingsPage, portfolioViewParams } from '../../../src/features/portfolio/holdings-paging'

const read = (search: string) => portfolioViewParams.fromSearch(new URLSearchParams(search))

describe("/portfolio's URL", () => {
  it('reads the portfolio and the page window, defaults left out', () => {
    expect(read('portfolio=Main&limit=25&offset=75').params).toEqual({ portfolio: 'Main', limit: 25, offset: 75 })
    expect(read('limit=50&offset=0').params).toEqual({})
  })

  it('drops and names what it cannot use', () => {
    const { params, invalid } = read('limit=0&offset=-3')
    expect(params).toEqual({})
    expect(invalid.map((issue) => issue.param)).toEqual(['limit', 'offset'])
  })

  it('writes defaults out and keeps the portfolio first', () => {
    expect(portfolioViewParams.toSearch({ portfolio: 'My portfolio', limit: 50, offset: 0 }).toString()).toBe('portfolio=My+portfolio')
    expect(portfolioViewParams.toSearch({ limit: 25, offset: 50 }).toString()).toBe('limit=25&offset=50')
  })
})

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
