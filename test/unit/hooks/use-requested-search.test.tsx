import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useRequestedSearch } from '../../../src/hooks/use-requested-search'

describe('useRequestedSearch', () => {
  const renderTrail = (search: string) =>
    renderHook(({ rendered }) => useRequestedSearch(new URLSearchParams(rendered)), { initialProps: { rendered: search } })

  it('builds on a search asked for until it has rendered', () => {
    const { result, rerender } = renderTrail('sort=tvl')
    result.current.record(new URLSearchParams('type=lending&sort=tvl'))
    expect(result.current.latest().toString()).toBe('type=lending&sort=tvl')
    rerender({ rendered: 'type=lending&sort=tvl' })
    expect(result.current.latest().toString()).toBe('type=lending&sort=tvl')
    // Caught up: Back to the first search is the truth, not a render still on its way.
    rerender({ rendered: 'sort=tvl' })
    expect(result.current.latest().toString()).toBe('sort=tvl')
  })

  it('forgets a change that Back abandoned before it rendered', () => {
    const { result } = renderTrail('sort=tvl')
    result.current.record(new URLSearchParams('type=lending&sort=tvl'))
    // Back: the router returns to the search on screen, which never changed for the view.
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(result.current.latest().toString()).toBe('sort=tvl')
  })
})
