import { act, render, waitFor } from '@testing-library/react'
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
  return { router, state: () => latest.current! }
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

  it('renders a change before the next event, so the next change builds on it; one history entry each', async () => {
    const { router, state } = setup('/defi?sort=tvl&offset=20')
    act(() => state().setParams({ type: 'lending' }))
    await landsOn(router, '/defi?type=lending&sort=tvl')
    expect(state().params).toEqual({ type: 'lending', sort: 'tvl' })
    act(() => state().paging.onOffsetChange(10))
    await landsOn(router, '/defi?type=lending&sort=tvl&offset=10')
    act(() => state().setParams({ chain: 'base' }, { resetOffset: false }))
    await landsOn(router, '/defi?type=lending&chain=base&sort=tvl&offset=10')
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl&offset=10')
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl')
    // Back landed on an entry of the earlier changes: the next change builds on it.
    act(() => state().setParams({ version: 'v2' }))
    await landsOn(router, '/defi?type=lending&version=v2&sort=tvl')
  })

  it('renders a sort and a page size within the task of the event that asked for them, and Back and Forward as they land', async () => {
    const { router, state } = setup('/defi?type=vault&offset=20')
    await act(async () => {
      state().onSortChange({ id: 'tvl', desc: false })
      // The router's state update comes in the event's own task (its microtasks), wrapped in flushSync.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
      expect(state().sort).toEqual({ id: 'tvl', desc: false })
    })
    expect(state().paging.offset).toBe(0)
    expect(currentUrl(router)).toBe('/defi?type=vault&sort=tvl')
    act(() => state().paging.onLimitChange(50))
    await landsOn(router, '/defi?type=vault&sort=tvl&limit=50')
    expect(state().paging.limit).toBe(50)
    await act(() => router.navigate(-1))
    expect(state().params).toEqual({ type: 'vault', sort: 'tvl' })
    await act(() => router.navigate(1))
    expect(state().params).toEqual({ type: 'vault', sort: 'tvl', limit: 50 })
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
