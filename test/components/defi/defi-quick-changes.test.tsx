import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { currentUrl, renderRoute, type RecordedRequest } from '../../render'

// Renders of the full table are slow on a shared 2-core machine; wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 })

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/ratings/defi')

async function openTable() {
  const table = await screen.findByRole('table', { name: 'DeFi product ratings' }, { timeout: 8000 })
  await settled(table)
  return table
}

function header(table: HTMLElement, name: string) {
  return within(table).getByRole('columnheader', { name: new RegExp(`^${name}\\b`) })
}

async function settled(table: HTMLElement) {
  await waitFor(() => {
    expect(table).not.toHaveAttribute('aria-busy')
    expect(table.querySelectorAll('tbody a').length).toBeGreaterThan(0)
  })
}

/**
 * Two changes made before React renders the first: the first one's
 * navigation still renders in its transition when the second is made, so the
 * second must build on the URL asked for, not on the one on screen.
 */
describe('DeFi ratings: quick successive changes', { timeout: 30_000 }, () => {
  it('two selects changed back to back both land in the URL and the request; Back steps through them', async () => {
    const { router, requests } = renderRoute('/defi?sort=tvl')
    await openTable()
    const chain = screen.getByRole('combobox', { name: 'Chain' })
    await waitFor(() => expect(within(chain).getByRole('option', { name: 'Ethereum' })).toBeInTheDocument())

    // One act: neither change renders before both are made.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'lending' } })
      fireEvent.change(chain, { target: { value: 'ethereum-2-0' } })
    })
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?type=lending&chain=ethereum-2-0&sort=tvl'))
    await screen.findByRole('button', { name: 'Remove filter Type: Lending' })
    await screen.findByRole('button', { name: 'Remove filter Chain: Ethereum' })
    // The seed may have no such product, so wait for the request, not for rows.
    await waitFor(() => {
      const last = listRequests(requests).at(-1)!
      expect(Object.fromEntries(last.search)).toMatchObject({ type: 'lending', chain: 'ethereum-2-0', sort: 'tvl' })
    })
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveValue('ethereum-2-0')

    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveValue(''))
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?sort=tvl')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue(''))
    // The empty result may have replaced the table: look it up again.
    await settled(await screen.findByRole('table', { name: 'DeFi product ratings' }))
  })

  it('a sort click then at once a page-size change: both land, one history entry each', async () => {
    const { router, requests } = renderRoute('/defi')
    const table = await openTable()

    act(() => {
      // A browser renders the click's urgent update (the sort asked for) before the next event, while the
      // navigation's own render, a transition, is still under way.
      flushSync(() => fireEvent.click(within(table).getByRole('button', { name: 'TVL' })))
      expect(header(table, 'TVL')).toHaveAttribute('aria-sort', 'descending')
      fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } })
    })
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=tvl&order=desc&limit=25'))
    await waitFor(() => expect(header(table, 'TVL')).toHaveAttribute('aria-sort', 'descending'))
    expect(await screen.findByText(/^Showing 1–25 of \d+/)).toBeInTheDocument()
    await settled(table)
    const last = listRequests(requests).at(-1)!
    expect(last.search.get('sort')).toBe('tvl')
    expect(last.search.get('limit')).toBe('25')

    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?sort=tvl&order=desc')
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi')
    expect(await screen.findByText(/^Showing 1–10 of \d+/)).toBeInTheDocument()
    await settled(table)
  })

  it('a removed filter comes back with Back and goes again with Forward; URL and controls agree', async () => {
    const { router } = renderRoute('/defi?type=lending&sort=tvl')
    await openTable()
    const type = () => screen.getByRole('combobox', { name: 'Type' })
    expect(type()).toHaveValue('lending')

    fireEvent.click(await screen.findByRole('button', { name: 'Remove filter Type: Lending' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=tvl'))
    await waitFor(() => expect(type()).toHaveValue(''))
    expect(screen.queryByRole('button', { name: 'Remove filter Type: Lending' })).not.toBeInTheDocument()

    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl')
    await waitFor(() => expect(type()).toHaveValue('lending'))
    expect(screen.getByRole('button', { name: 'Remove filter Type: Lending' })).toBeInTheDocument()

    await act(() => router.navigate(1))
    expect(currentUrl(router)).toBe('/defi?sort=tvl')
    await waitFor(() => expect(type()).toHaveValue(''))
    expect(screen.queryByRole('button', { name: 'Remove filter Type: Lending' })).not.toBeInTheDocument()

    // The next change builds on the view on screen: the filter Forward removed stays removed.
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } })
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=tvl&limit=25'))
    expect(type()).toHaveValue('')
  })
})
