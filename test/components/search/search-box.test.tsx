import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import { indexConsent } from '../../../src/features/search/index-consent'
import { createSeed } from '../../../src/mocks/db/seed'
import { currentUrl, renderRoute } from '../../render'

configure({ asyncUtilTimeout: 8000 })

afterEach(() => indexConsent.set({}))

const indexRequests = (requests: Array<{ path: string; search: URLSearchParams }>) =>
  requests.filter((request) => request.search.get('limit') === '100' && request.search.get('sort') === 'name')

describe('the header search', { timeout: 30_000 }, () => {
  it('is focused by / and Ctrl+K, lists grouped matches from two letters, and moves through them with the arrows', async () => {
    const { user, router, requests } = renderRoute('/settings')
    const field = await screen.findByRole('combobox', { name: 'Search ratings' })
    expect(field).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('/')
    expect(field).toHaveFocus()
    await user.keyboard('{Escape}')
    field.blur()
    await user.keyboard('{Control>}k{/Control}')
    expect(field).toHaveFocus()

    await user.keyboard('a')
    expect(field).toHaveAttribute('aria-expanded', 'false')
    // One typo in a word of four letters or more ("stratgey"), a second word by its start ("atom").
    await user.type(field, 'tom stratgey')
    const listbox = await screen.findByRole('listbox', { name: 'Search results' })
    expect(field).toHaveAttribute('aria-expanded', 'true')
    expect(field).toHaveAttribute('aria-controls', listbox.id)
    const products = within(listbox).getByRole('group', { name: 'DeFi products' })
    const options = within(products).getAllByRole('option')
    expect(options.length).toBeGreaterThan(0)
    expect(options.length).toBeLessThanOrEqual(5)
    expect(options[0]).toHaveAccessibleName(/^ATOM Strategy Vault, on Copperwren Lend, rated BB/)

    await user.keyboard('{ArrowDown}')
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await user.keyboard('{ArrowUp}')
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id)

    // The demo built the index without asking: every page of both lists, once.
    await waitFor(() => expect(indexRequests(requests)).toHaveLength(5))
    expect(indexRequests(requests).map((request) => `${request.path}?offset=${request.search.get('offset')}`)).toEqual([
      '/ratings/defi?offset=0',
      '/ratings/defi?offset=100',
      '/ratings/defi?offset=200',
      '/ratings/defi?offset=300',
      '/ratings/infra?offset=0',
    ])

    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/defi\/copperwren-lend\/[^/]+$/))
    expect(field).toHaveValue('')
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes with Escape, and Enter with no option chosen opens /search?q=; a second search sends nothing', async () => {
    const { user, router, requests } = renderRoute('/settings')
    const field = await screen.findByRole('combobox', { name: 'Search ratings' })
    await user.type(field, 'mossbank')
    const listbox = await screen.findByRole('listbox', { name: 'Search results' })
    expect(within(within(listbox).getByRole('group', { name: 'Platforms' })).getByRole('option', { name: /^Mossbank Finance/ })).toBeInTheDocument()
    await waitFor(() => expect(indexRequests(requests)).toHaveLength(5))

    await user.keyboard('{Escape}')
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(field).toHaveValue('mossbank')

    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=mossbank'))
    expect(field).toHaveValue('mossbank')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Platforms' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Mossbank Finance' })).toHaveAttribute('href', '/defi/mossbank-finance')
    expect(screen.getByText('No DeFi product matches "mossbank".')).toBeInTheDocument()

    const before = requests.length
    await user.clear(field)
    await user.type(field, 'northgate')
    const again = await screen.findByRole('listbox', { name: 'Search results' })
    expect(within(within(again).getByRole('group', { name: 'Infrastructure providers' })).getAllByRole('option')[0]).toHaveAccessibleName(
      /^Northgate/,
    )
    expect(requests.length).toBe(before)

    // Back to the page the search started from: the field no longer holds the query.
    await act(() => router.navigate(-1))
    await waitFor(() => expect(currentUrl(router)).toBe('/settings'))
    expect(field).toHaveValue('')
  })

  it('says when nothing matches', async () => {
    const { user } = renderRoute('/search?q=zzqx')
    expect(await screen.findByText('No product, platform or provider matches "zzqx".')).toBeInTheDocument()
    // A way on from an empty page: the lists to browse.
    expect(screen.getByRole('link', { name: 'DeFi ratings' })).toHaveAttribute('href', '/defi')
    expect(screen.getByRole('link', { name: 'infrastructure ratings' })).toHaveAttribute('href', '/infra')
    // The header's field holds the page's query, to refine it.
    const field = screen.getByRole('combobox', { name: 'Search ratings' })
    expect(field).toHaveValue('zzqx')
    await user.clear(field)
    await user.type(field, 'qqzz')
    expect(await screen.findByText('No product, platform or provider matches "qqzz".')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('the first live search', { timeout: 30_000 }, () => {
  const live = { mode: 'live' as const, baseUrl: 'https://api.example.test', remember: false, apiKey: 'sr1-0123456789abcdef0123456789abcdef' }

  it('asks before it spends, with the requests and credits of Export all; Cancel sends nothing and searches the device', async () => {
    const { user, queryClient, requests } = renderRoute('/settings', { connection: live })
    // What the device already holds: a page of each whole list (their totals make the estimate) and one product page.
    const seed = createSeed()
    const defiPage = { items: seed.defi.slice(0, 10), pagination: { total_count: 320, limit: 10, offset: 0 }, limit: 10, offset: 0 }
    queryClient.setQueryData(defiQueries.list({ sort: 'rated_at', order: 'desc', limit: 10 }).queryKey, defiPage)
    const infraPage = { items: seed.infra.slice(0, 4), pagination: { total_count: 84, limit: 4, offset: 0 }, limit: 4, offset: 0 }
    queryClient.setQueryData(infraQueries.list({ sort: 'rated_at', order: 'desc', limit: 4 }).queryKey, infraPage)
    const product = seed.defi[200]!
    queryClient.setQueryData(defiQueries.detail('x', product.contract_address).queryKey, product)

    const field = await screen.findByRole('combobox', { name: 'Search ratings' })
    await user.type(field, 'atom')
    const dialog = await screen.findByRole('dialog', { name: 'Build the search index' })
    // 320 + 84 records at 100 a request: 4 + 1 requests; each record's data points, and one row's worth a request.
    expect(within(dialog).getByText('404 records in 5 requests')).toBeInTheDocument()
    expect(within(dialog).getByText(/^Estimated credits: about [\d,]+\.$/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Build index' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(field).toHaveFocus()
    await user.type(field, ' ')
    expect(await screen.findByText('Searching the 15 records already on this device')).toBeInTheDocument()
    expect(within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option')[0]).toHaveAccessibleName(/^ATOM/)
    expect(requests).toEqual([])
  })
})
