import { act, render, waitFor } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { defiListParams } from '../../../src/api/params/defi-params'
import { useListParams, useShownFilters, type ListParamsState, type ShownFilters } from '../../../src/hooks/use-list-params'
import { SearchStateProvider } from '../../../src/hooks/use-search-state'
import { currentUrl } from '../../render'

type DefiState = ListParamsState<typeof defiListParams.fields>

function setup(url: string) {
  const latest: { current: DefiState | null } = { current: null }
  const shownLatest: { current: ShownFilters<typeof defiListParams.fields> | null } = { current: null }
  function Probe() {
    latest.current = useListParams(defiListParams)
    return <Control />
  }
  // A control reads the parameters as shown; the view (Probe) reads the router's.
  function Control() {
    shownLatest.current = useShownFilters(defiListParams)
    return null
  }
  const Page = () => (
    <SearchStateProvider>
      <Probe />
    </SearchStateProvider>
  )
  const router = createMemoryRouter([{ path: '/defi', Component: Page }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return { router, state: () => latest.current!, shown: () => shownLatest.current! }
}

/** The URL changes once the frame that shows the change is painted. */
async function landsOn(router: ReturnType<typeof createMemoryRouter>, url: string) {
  await waitFor(() => expect(currentUrl(router)).toBe(url))
}

/** Long enough for a navigation that waits for the next frame to have happened. */
const afterTheFrame = () => act(() => new Promise<void>((done) => setTimeout(done, 150)))

describe('useListParams', () => {
  it('drops invalid values before use, rewrites the URL with replace, and keeps naming them', async () => {
    const { router, state } = setup('/defi?limit=-3&type=lending&order=sideways')
    expect(state().params).toEqual({ type: 'lending' })
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?type=lending'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(state().invalid.map((issue) => `${issue.param}=${issue.value}`)).toEqual(['order=sideways', 'limit=-3'])
  })

  it('canonicalises URLs that spell defaults out, without a notice', async () => {
    const { router, state } = setup('/defi?sort=rating&order=desc&limit=10&offset=0&chain=base')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?chain=base'))
    expect(state().invalid).toEqual([])
  })

  it('pushes deliberate changes, resets the offset, and omits defaults', async () => {
    const { router, state } = setup('/defi?type=vault&offset=20')
    act(() => state().setParams({ tvl_gte: 1_500_000 }))
    await landsOn(router, '/defi?type=vault&tvl_gte=1500000')
    expect(router.state.historyAction).toBe('PUSH')
    act(() => state().setParams({ offset: 10 }, { resetOffset: false }))
    await landsOn(router, '/defi?type=vault&tvl_gte=1500000&offset=10')
    act(() => state().setParams({ sort: 'rating', order: 'desc', limit: 10 }))
    await landsOn(router, '/defi?type=vault&tvl_gte=1500000')
    act(() => state().setParams({ type: undefined }))
    await landsOn(router, '/defi?tvl_gte=1500000')
  })

  it('turns a header click into sort and order when the definition accepts the column, and ignores other columns', async () => {
    const { router, state } = setup('/defi?type=vault&offset=20')
    act(() => state().onSortChange({ id: 'tvl', desc: true }))
    await landsOn(router, '/defi?type=vault&sort=tvl&order=desc')
    act(() => state().onSortChange({ id: 'tvl', desc: false }))
    await landsOn(router, '/defi?type=vault&sort=tvl')
    const before = router.state.location.key
    act(() => state().onSortChange({ id: 'platform', desc: false }))
    await afterTheFrame()
    expect(router.state.location.key).toBe(before)
  })

  it('builds a change on one made before, while that one still renders; one history entry each', async () => {
    const { router, state } = setup('/defi?sort=tvl&offset=20')
    act(() => {
      // A browser renders an event's urgent update (the search asked for) before the next event; the navigation's
      // own render, a transition, may still be under way.
      flushSync(() => state().setParams({ type: 'lending' }))
      flushSync(() => state().paging.onOffsetChange(10))
      state().setParams({ chain: 'base' }, { resetOffset: false })
    })
    await landsOn(router, '/defi?type=lending&chain=base&sort=tvl&offset=10')
    await waitFor(() => expect(state().params).toEqual({ type: 'lending', chain: 'base', sort: 'tvl', offset: 10 }))
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl&offset=10')
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl')
    // Back landed on an entry of the earlier changes: the next change builds on it, not on the last one asked for.
    act(() => state().setParams({ version: 'v2' }))
    await landsOn(router, '/defi?type=lending&version=v2&sort=tvl')
  })

  it('shows a change in the controls at once, in the view once the navigation has rendered, and Back and Forward as they land', async () => {
    const { router, state, shown } = setup('/defi?type=vault')
    act(() => {
      flushSync(() => state().setParams({ type: undefined }))
      // The navigation has not even started: the controls show the parameters asked for, the view the router's.
      expect(shown()).toEqual({})
      expect(state().params).toEqual({ type: 'vault' })
      expect(currentUrl(router)).toBe('/defi?type=vault')
    })
    await landsOn(router, '/defi')
    await waitFor(() => expect(state().params).toEqual({}))
    expect(shown()).toEqual({})
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=vault')
    expect(state().params).toEqual({ type: 'vault' })
    expect(shown()).toEqual({ type: 'vault' })
    await act(() => router.navigate(1))
    expect(currentUrl(router)).toBe('/defi')
    expect(state().params).toEqual({})
    expect(shown()).toEqual({})
  })

  it('shows the filters without the sort and page, and keeps their object through a sort or a new page', async () => {
    const { router, state, shown } = setup('/defi?type=vault&sort=tvl&order=desc&offset=20')
    const before = shown()
    expect(before).toEqual({ type: 'vault' })
    act(() => state().setParams({ sort: 'name', order: 'asc' }))
    await landsOn(router, '/defi?type=vault&sort=name')
    act(() => state().setParams({ offset: 40 }, { resetOffset: false }))
    await landsOn(router, '/defi?type=vault&sort=name&offset=40')
    // The same object: filter fields kept in memo skip the render.
    expect(shown()).toBe(before)
    act(() => state().setParams({ type: 'lending' }))
    await landsOn(router, '/defi?type=lending&sort=name')
    expect(shown()).toEqual({ type: 'lending' })
    expect(shown()).not.toBe(before)
  })

  it('does not navigate when nothing changes', async () => {
    const { router, state } = setup('/defi?type=vault')
    const before = router.state.location.key
    act(() => state().setParams({ type: 'vault' }))
    await afterTheFrame()
    expect(router.state.location.key).toBe(before)
  })

  it('keeps parameters it does not own, and reset keeps sort, order and page size', async () => {
    const { router, state } = setup('/defi?type=vault&sort=tvl&limit=25&offset=25&compare=x')
    act(() => state().reset())
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=tvl&limit=25&compare=x'))
  })
})
