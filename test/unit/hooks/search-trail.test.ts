import { describe, expect, it } from 'vitest'
import { EMPTY_SEARCH_TRAIL, extendSearchTrail, latestSearch } from '../../../src/hooks/use-requested-search'

describe('search trail', () => {
  it('builds on the last search asked for while the rendered one is still on the way', () => {
    const first = extendSearchTrail(EMPTY_SEARCH_TRAIL, 'a=1', 'a=1&b=2')
    expect(latestSearch(first, 'a=1')).toBe('a=1&b=2')
    const second = extendSearchTrail(first, 'a=1', 'a=1&b=2&c=3')
    expect(second).toEqual(['a=1', 'a=1&b=2', 'a=1&b=2&c=3'])
    // An intermediate render: the last one asked for is still the base.
    expect(latestSearch(second, 'a=1&b=2')).toBe('a=1&b=2&c=3')
  })

  it('yields to the rendered search once it caught up or went elsewhere', () => {
    const trail = extendSearchTrail(EMPTY_SEARCH_TRAIL, 'a=1', 'a=1&b=2')
    expect(latestSearch(trail, 'a=1&b=2')).toBe('a=1&b=2')
    expect(latestSearch(trail, 'z=9')).toBe('z=9')
    expect(latestSearch(EMPTY_SEARCH_TRAIL, 'a=1')).toBe('a=1')
    // A change made after the location went elsewhere starts a new trail there.
    expect(extendSearchTrail(trail, 'z=9', 'z=9&y=8')).toEqual(['z=9', 'z=9&y=8'])
  })
})
