import { describe, expect, it } from 'vitest'
import { portfolioViewParams } from '../../../src/features/portfolio/portfolio-view-params'

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
