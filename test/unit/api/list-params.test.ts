import { describe, expect, it } from 'vitest'
import { alertListParams } from '../../../src/api/params/alert-params'
import { defiListParams } from '../../../src/api/params/defi-params'
import { infraListParams } from '../../../src/api/params/infra-params'

const search = (query: string) => new URLSearchParams(query)

describe('defiListParams.fromSearch', () => {
  it('parses every parameter of GET /ratings/defi', () => {
    const { params, invalid } = defiListParams.fromSearch(
      search(
        'type=lending&chain=base&version=v2.1&rated_at_gte=2026-01-01&rated_at_lte=2026-06-30&rated_since_gte=2025-01-01' +
          '&rated_since_lte=2025-12-31&tvl_gte=1000000&tvl_lte=5000000000&apy_gte=1.5&apy_lte=20&users_gte=10&users_lte=99999' +
          '&sort=tvl&order=asc&limit=25&offset=50',
      ),
    )
    expect(invalid).toEqual([])
    expect(params).toEqual({
      type: 'lending',
      chain: 'base',
      version: 'v2.1',
      rated_at_gte: '2026-01-01',
      rated_at_lte: '2026-06-30',
      rated_since_gte: '2025-01-01',
      rated_since_lte: '2025-12-31',
      tvl_gte: 1_000_000,
      tvl_lte: 5_000_000_000,
      apy_gte: 1.5,
      apy_lte: 20,
      users_gte: 10,
      users_lte: 99999,
      sort: 'tvl',
      limit: 25,
      offset: 50,
    })
  })

  it.each([
    ['limit=-3', 'limit'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['order=sideways', 'order'],
    ['sort=colour', 'sort'],
    ['tvl_gte=abc', 'tvl_gte'],
    ['users_gte=1.5', 'users_gte'],
    ['type=bank', 'type'],
    ['chain=Not A Slug', 'chain'],
    ['rated_at_gte=2026-13-40', 'rated_at_gte'],
    ['rated_since_lte=yesterday', 'rated_since_lte'],
  ])('drops %s and reports %s', (query, param) => {
    const { params, invalid } = defiListParams.fromSearch(search(`${query}&type=vault`))
    expect(invalid.map((issue) => issue.param)).toEqual([param === 'type' ? 'type' : param])
    expect(params).not.toHaveProperty(param === 'type' ? 'nothing' : param)
  })

  it('leaves out defaults and empty values so equal views compare equal', () => {
    const { params } = defiListParams.fromSearch(search('sort=rating&order=desc&limit=10&offset=0&chain='))
    expect(params).toEqual({})
    expect(defiListParams.toSearch({ sort: 'rating', order: 'desc', limit: 10, offset: 0 }).toString()).toBe('')
  })

  it('treats sort and order as a pair: an explicit sort without order is ascending, as in the API', () => {
    expect(defiListParams.fromSearch(search('sort=tvl')).params).toEqual({ sort: 'tvl' })
    expect(defiListParams.resolveSort({ sort: 'tvl' })).toEqual({ sort: 'tvl', order: 'asc' })
    expect(defiListParams.resolveSort({})).toEqual({ sort: 'rating', order: 'desc' })
    expect(defiListParams.resolveSort({ order: 'asc' })).toEqual({ sort: 'rating', order: 'asc' })
    // Rating worst first is not the default view, so it keeps its sort and says its order in the URL.
    expect(defiListParams.toSearch({ sort: 'rating', order: 'asc' }).toString()).toBe('sort=rating&order=asc')
    expect(defiListParams.fromSearch(search('order=asc')).params).toEqual({ sort: 'rating', order: 'asc' })
    expect(defiListParams.toSearch({ sort: 'tvl', order: 'desc' }).toString()).toBe('sort=tvl&order=desc')
    expect(defiListParams.toApiParams({ sort: 'tvl' })).toMatchObject({ sort: 'tvl', order: 'asc' })
  })

  it('round-trips a view through the query string', () => {
    const view = { type: 'vault' as const, tvl_gte: 1_500_000, sort: 'tvl' as const, order: 'desc' as const, limit: 25, offset: 25 }
    const text = defiListParams.toSearch(view).toString()
    expect(text).toBe('type=vault&tvl_gte=1500000&sort=tvl&order=desc&limit=25&offset=25')
    expect(defiListParams.fromSearch(search(text)).params).toEqual(view)
  })

  it('sends the API explicit sort, order and paging', () => {
    expect(defiListParams.toApiParams({ type: 'lst' })).toEqual({ type: 'lst', sort: 'rating', order: 'desc', limit: '10', offset: '0' })
  })
})

describe('defiListParams.parseStrict (the mock backend)', () => {
  it('names the first invalid parameter', () => {
    const result = defiListParams.parseStrict(search('limit=500'))
    expect(result).toMatchObject({ ok: false, issue: { param: 'limit', value: '500' } })
  })

  it('says what is wrong in English (zod/mini loads no messages by itself; api/zod-jitless.ts sets them)', () => {
    expect(defiListParams.parseStrict(search('limit=500'))).toMatchObject({ ok: false, issue: { message: 'Too big: expected number to be <=100' } })
    expect(defiListParams.parseStrict(search('type=nft'))).toMatchObject({ ok: false, issue: { param: 'type', message: expect.stringMatching(/^Invalid option: expected one of "lending"/) } })
    expect(defiListParams.parseStrict(search('offset=-1'))).toMatchObject({ ok: false, issue: { message: 'must be a non-negative integer' } })
  })

  it('applies defaults, with the sort pair resolved', () => {
    expect(defiListParams.parseStrict(search('type=vault'))).toEqual({
      ok: true,
      params: { type: 'vault', sort: 'rating', order: 'desc', limit: 10, offset: 0 },
    })
    expect(defiListParams.parseStrict(search('sort=name'))).toMatchObject({ ok: true, params: { sort: 'name', order: 'asc' } })
  })
})

describe('infraListParams', () => {
  it('accepts base grades only', () => {
    const { params, invalid } = infraListParams.fromSearch(search('rating_gte=BBB&rating_lte=AA&rating=BBB+'))
    expect(params).toEqual({ rating_gte: 'BBB', rating_lte: 'AA' })
    expect(invalid.map((issue) => issue.param)).toEqual(['rating'])
  })

  it('drops unknown grades', () => {
    expect(infraListParams.fromSearch(search('rating_gte=ZZ')).invalid[0]?.param).toBe('rating_gte')
  })

  it('opens best first (rating descending), left out of the URL and sent to the API; worst first stays explicit', () => {
    expect(infraListParams.toSearch({ sort: 'rating', order: 'desc' }).toString()).toBe('')
    expect(infraListParams.toApiParams({})).toMatchObject({ sort: 'rating', order: 'desc' })
    expect(infraListParams.toSearch({ sort: 'rating', order: 'asc' }).toString()).toBe('sort=rating&order=asc')
    expect(infraListParams.fromSearch(search('order=asc')).params).toEqual({ sort: 'rating', order: 'asc' })
  })
})

describe('alertListParams', () => {
  it('parses comma-separated severities in scale order, deduplicated', () => {
    const { params } = alertListParams.fromSearch(search('severity=critical,high,high'))
    expect(params.severity).toEqual(['high', 'critical'])
    expect(alertListParams.toSearch(params).toString()).toBe('severity=high%2Ccritical')
  })

  it('drops a list with an unknown severity', () => {
    const { params, invalid } = alertListParams.fromSearch(search('severity=high,apocalyptic'))
    expect(params.severity).toBeUndefined()
    expect(invalid[0]?.param).toBe('severity')
  })
})
