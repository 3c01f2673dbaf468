import { act, render, waitFor } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { defiListParams } from '../../../src/api/params/defi-params'
import { useListParams, type ListParamsState } from '../../../src/hooks/use-list-params'
import { currentUrl } from '../../render'

type DefiState = ListParamsState<typeof defiListParams.fields>

function setup(url: string) {
  const latest: { current: DefiState | null } = { current: null }
  function Probe() {
    latest.current = useListParams(defiListParams)
    return null
  }
  const router = createMemoryRouter([{ path: '/defi', Component: Probe }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  // `params` is the view's (the router's); `shown` what the controls show.
  return { router, state: () => latest.current!, shown: () => latest.current!.shown }
}

async function landsOn(router: ReturnType<typeof createMemoryRouter>, url: string) {
  await waitFor(() => expect(currentUrl(router)).toBe(url))
}

/** Nothing was pushed before the last change: Back from it lands on the entry with `key`. */
async function backLandsOn(router: ReturnType<typeof createMemoryRouter>, key: string) {
  await act(() => router.navigate(-1))
  expect(router.state.location.key).toBe(key)
}

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
    act(() => state().setParams({ chain: 'base' }))
    await landsOn(router, '/defi?type=vault&chain=base&sort=tvl')
    await backLandsOn(router, before)
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
      // The navigation's render has not happened yet: the controls show the parameters asked for, the view the rendered ones.
      expect(shown()).toEqual({})
      expect(state().params).toEqual({ type: 'vault' })
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

  it('shows a sort and a page size asked for to the headers and the pager at once, before the view has rendered them', () => {
    const { state } = setup('/defi?type=vault&offset=20')
    act(() => {
      flushSync(() => state().onSortChange({ id: 'tvl', desc: false }))
      expect(state().sort).toEqual({ id: 'tvl', desc: false })
      expect(state().paging.offset).toBe(0)
      expect(state().params).toEqual({ type: 'vault', offset: 20 })
      flushSync(() => state().paging.onLimitChange(50))
      expect(state().paging.limit).toBe(50)
    })
  })

  it('does not navigate when nothing changes', async () => {
    const { router, state } = setup('/defi?type=vault')
    const before = router.state.location.key
    act(() => state().setParams({ type: 'vault' }))
    act(() => state().setParams({ chain: 'base' }))
    await landsOn(router, '/defi?type=vault&chain=base')
    await backLandsOn(router, before)
  })

  it('keeps parameters it does not own, and reset keeps sort, order and page size', async () => {
    const { router, state } = setup('/defi?type=vault&sort=tvl&limit=25&offset=25&compare=x')
    act(() => state().reset())
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=tvl&limit=25&compare=x'))
  })
})
