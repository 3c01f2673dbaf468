import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import type { DefiRating } from '../../../src/api/schemas/defi'
import { compareProductsPath } from '../../../src/lib/paths'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { currentUrl, renderRoute } from '../../render'

function graded(count: number): DefiRating[] {
  const records = getDemoDb().catalog.defi.records.filter((r) => r.rating && r.rating_data?.security?.rating)
  const names = new Set<string>()
  // Distinct names keep the legend labels simple for the assertions.
  return records.filter((r) => !names.has(r.name) && names.add(r.name)).slice(0, count)
}

function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })
}

describe('compare page /compare?items=…', { timeout: 40_000 }, () => {
  it('shows the products of a shared URL in one table, with links, and reports ignored entries', async () => {
    const [a, b] = graded(2) as [DefiRating, DefiRating]
    const { requests } = renderRoute(`${compareProductsPath([a, b])},not-an-item`)
    await findTitle('Compare products')

    expect(screen.getByText(/Ignored an entry/)).toHaveTextContent('“not-an-item”')
    const table = await screen.findByRole('table', { name: 'Grades and average pillar scores' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    for (const [index, product] of [a, b].entries()) {
      const row = rows[index]!
      const link = within(row).getByRole('link', { name: product.name })
      expect(link).toHaveAttribute('href', `/defi/${toSlug(product.provider_name)}/${encodeURIComponent(product.contract_address)}`)
      const cells = within(row).getAllByRole('cell')
      expect(cells[0]).toHaveTextContent(product.provider_name)
      expect(cells[1]).toHaveTextContent(product.rating!)
      // Platform, Rating, Potential rating, Operations, Security, Strategy
      expect(cells[4]).toHaveTextContent(product.rating_data!.security!.rating!)
    }
    expect(screen.getByRole('figure', { name: 'Pillar scores side by side' })).toBeInTheDocument()
    const details = requests.filter((request) => request.path.split('/').length === 5)
    expect(details).toHaveLength(2)
  })

  it('asks for at least two products when the link has fewer, without any request', async () => {
    const [a] = graded(1) as [DefiRating]
    const { requests } = renderRoute(compareProductsPath([a]))
    await findTitle('Compare products')
    expect(screen.getByRole('heading', { name: 'Choose at least 2 products' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the DeFi products' })).toHaveAttribute('href', '/defi')
    expect(requests).toHaveLength(0)
  })

  it('shares the detail cache with the product pages', async () => {
    const [a, b, c] = graded(3) as [DefiRating, DefiRating, DefiRating]
    const { queryClient, user, router } = renderRoute(compareProductsPath([a, b, c]))
    const table = await screen.findByRole('table', { name: 'Grades and average pillar scores' }, { timeout: 5000 })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    expect(queryClient.getQueryData(defiQueries.detail(toSlug(b.provider_name), b.contract_address).queryKey)).toMatchObject({
      name: b.name,
    })

    await user.click(screen.getByRole('link', { name: `Remove ${b.name} from the comparison` }))
    await waitFor(() => expect(currentUrl(router)).toBe(compareProductsPath([a, c])))
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Grades and average pillar scores' })).getAllByRole('row')).toHaveLength(3))
  })

  it('two Remove clicks before the first renders remove both; Back brings them back one at a time', async () => {
    const [a, b, c, d] = graded(4) as [DefiRating, DefiRating, DefiRating, DefiRating]
    const { router } = renderRoute(compareProductsPath([a, b, c, d]))
    const table = await screen.findByRole('table', { name: 'Grades and average pillar scores' }, { timeout: 5000 })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5))

    // One act: the navigation of the first click still renders in its transition when the second comes. A
    // browser renders the first click's urgent update (the products asked for) before the next event, as
    // flushSync does here.
    act(() => {
      flushSync(() => fireEvent.click(screen.getByRole('link', { name: `Remove ${b.name} from the comparison` })))
      expect(within(screen.getByRole('list', { name: 'Compared products' })).getAllByRole('listitem')).toHaveLength(3)
      fireEvent.click(screen.getByRole('link', { name: `Remove ${d.name} from the comparison` }))
    })
    await waitFor(() => expect(currentUrl(router)).toBe(compareProductsPath([a, c])))
    const compared = screen.getByRole('list', { name: 'Compared products' })
    await waitFor(() => expect(within(compared).getAllByRole('listitem')).toHaveLength(2))
    expect(within(compared).getByRole('link', { name: `Remove ${c.name} from the comparison` })).toBeInTheDocument()

    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe(compareProductsPath([a, c, d]))
    await waitFor(() => expect(within(compared).getAllByRole('listitem')).toHaveLength(3))
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe(compareProductsPath([a, b, c, d]))
    await waitFor(() => expect(within(compared).getAllByRole('listitem')).toHaveLength(4))
  })

  it('marks a product the API does not know and still compares the others', async () => {
    const [a, b] = graded(2) as [DefiRating, DefiRating]
    renderRoute(`${compareProductsPath([a, b])},${toSlug(a.provider_name)}:0xunknown`)
    const list = await screen.findByRole('list', { name: 'Compared products' }, { timeout: 5000 })
    expect(await within(list).findByText('not found')).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Grades and average pillar scores' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })
})
