import { describe, expect, it } from 'vitest'
import { infraListParams } from '../../../src/api/params/infra-params'
import {
  GRADE_PRESETS,
  bestOptions,
  describeGradeFilter,
  exactToParams,
  gradeRangeOf,
  isCrossed,
  isPresetActive,
  rangeToParams,
  sanitizeGradeParams,
  worstOptions,
} from '../../../src/features/infra/grade-range'

function fromUrl(query: string) {
  const parsed = infraListParams.fromSearch(new URLSearchParams(query))
  const sane = sanitizeGradeParams(parsed.params)
  return { params: sane.params, invalid: [...parsed.invalid, ...sane.invalid] }
}

describe('grade range ⇄ URL parameters', () => {
  it('reads a shared range: rating_gte is the worst end, rating_lte the best', () => {
    const { params, invalid } = fromUrl('rating_gte=BBB&rating_lte=AA')
    expect(invalid).toEqual([])
    expect(gradeRangeOf(params)).toEqual({ worst: 'BBB', best: 'AA' })
    expect(describeGradeFilter(params)).toBe('Grades from BBB to AA')
  })

  it('writes a range back to the same query string', () => {
    const search = infraListParams.toSearch({ ...rangeToParams({ best: 'AA', worst: 'BBB' }) })
    expect(search.toString()).toBe('rating_gte=BBB&rating_lte=AA')
  })

  it('writes one-ended ranges and exact grades, leaving the rest out', () => {
    expect(infraListParams.toSearch(rangeToParams({ worst: 'A' })).toString()).toBe('rating_gte=A')
    expect(infraListParams.toSearch(rangeToParams({ best: 'BB' })).toString()).toBe('rating_lte=BB')
    expect(infraListParams.toSearch(exactToParams('CCC')).toString()).toBe('rating=CCC')
    expect(infraListParams.toSearch(rangeToParams({})).toString()).toBe('')
  })

  it('a patch replaces the other grade parameters when spread over a view', () => {
    const view = { rating_gte: 'BBB', rating_lte: 'AA', version: 'v1.0', sort: 'name' } as const
    expect(infraListParams.toSearch({ ...view, ...exactToParams('A') }).toString()).toBe('rating=A&version=v1.0&sort=name')
    expect(infraListParams.toSearch({ ...view, ...rangeToParams({ worst: 'B' }) }).toString()).toBe(
      'rating_gte=B&version=v1.0&sort=name',
    )
  })

  it('drops invalid and notched grades before any request', () => {
    const { params, invalid } = fromUrl('rating_gte=ZZ&rating_lte=BBB%2B&rating=A')
    expect(params).toEqual({ rating: 'A' })
    expect(invalid.map((issue) => issue.param)).toEqual(['rating_gte', 'rating_lte'])
  })

  it('drops rating_lte of a crossed range and says so', () => {
    const { params, invalid } = fromUrl('rating_gte=AA&rating_lte=BBB')
    expect(params).toEqual({ rating_gte: 'AA' })
    expect(invalid).toEqual([expect.objectContaining({ param: 'rating_lte', value: 'BBB' })])
  })

  it('keeps an exact grade over a range given beside it', () => {
    const { params, invalid } = fromUrl('rating=B&rating_gte=CCC&rating_lte=A')
    expect(params).toEqual({ rating: 'B' })
    expect(invalid.map((issue) => issue.param)).toEqual(['rating_gte', 'rating_lte'])
  })

  it('keeps a single-grade range (best = worst)', () => {
    const { params, invalid } = fromUrl('rating_gte=BBB&rating_lte=BBB')
    expect(invalid).toEqual([])
    expect(describeGradeFilter(params)).toBe('Grades BBB only (notched grades included)')
  })
})

describe('crossing', () => {
  it('detects a crossed range', () => {
    expect(isCrossed({ best: 'BBB', worst: 'AA' })).toBe(true)
    expect(isCrossed({ best: 'AA', worst: 'BBB' })).toBe(false)
    expect(isCrossed({ best: 'A', worst: 'A' })).toBe(false)
    expect(isCrossed({ best: 'D' })).toBe(false)
  })

  it('offers only ends that cannot cross', () => {
    expect(bestOptions('BBB')).toEqual(['AAA', 'AA', 'A', 'BBB'])
    expect(worstOptions('BB')).toEqual(['BB', 'B', 'CCC', 'CC', 'C', 'D'])
    expect(bestOptions(undefined)).toHaveLength(10)
    expect(worstOptions(undefined)).toHaveLength(10)
  })
})

describe('descriptions and presets', () => {
  it.each([
    [{}, 'All grades'],
    [{ rating_gte: 'A' }, 'Grades A and better'],
    [{ rating_lte: 'BB' }, 'Grades BB and worse'],
    [{ rating: 'CC' }, 'Exactly CC (notched grades included)'],
  ] as const)('%o → %s', (params, text) => {
    expect(describeGradeFilter(params)).toBe(text)
  })

  it('presets are "A and better" and "BB and worse"', () => {
    const [verified, below] = GRADE_PRESETS
    expect(verified!.label).toBe('Verified (A and better)')
    expect(infraListParams.toSearch(verified!.params).toString()).toBe('rating_gte=A')
    expect(below!.label).toBe('Below investment grade (BB and worse)')
    expect(infraListParams.toSearch(below!.params).toString()).toBe('rating_lte=BB')
    expect(isPresetActive(verified!, { rating_gte: 'A' })).toBe(true)
    expect(isPresetActive(verified!, { rating_gte: 'A', rating_lte: 'AA' })).toBe(false)
  })
})
