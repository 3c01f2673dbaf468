import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { getDemoDb } from '../../../src/mocks/db'
import { SEED_CHAINS } from '../../../src/mocks/db/chains'
import { server } from '../../../src/mocks/node'
import { toSlug } from '../../../src/lib/slug'
import { currentUrl, renderRoute, type RecordedRequest } from '../../render'

// Renders of the full table are slow on a shared 2-core machine; wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 })

/** List requests only: not chains, not product details prefetched on hover. */
const listRequests = (requests: RecordedRequest[], path = '/ratings/defi') =>
  requests.filter((request) => request.method === 'GET' && request.path === path)

/** The first load also pays for the lazy route module, hence the long first wait. */
async function openTable(name = 'DeFi product ratings') {
  const table = await screen.findByRole('table', { name }, { timeout: 8000 })
  await settled(table)
  return table
}

/**
 * Rows of real data on screen, none dimmed. Router navigations render in a
 * transition, so tests wait for what the page shows, not only for the URL.
 */
async function settled(table: HTMLElement) {
  await waitFor(() => {
    expect(table).not.toHaveAttribute('aria-busy')
    expect(table.querySelectorAll('tbody a').length).toBeGreaterThan(0)
  })
}

function header(table: HTMLElement, name: string) {
  return within(table).getByRole('columnheader', { name: new RegExp(`^${name}\\b`) })
}

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1)
}

// The machine running these is shared: the first render also loads the lazy route module.
describe('DeFi ratings page', { timeout: 30_000 }, () => {
  it('shows the default view: rating best first, ten rows, paging status', async () => {
    const { requests } = renderRoute('/defi')
    const table = await openTable()
    expect(screen.getByRole('heading', { level: 1, name: 'DeFi ratings' })).toBeInTheDocument()
    expect(header(table, 'Rating')).toHaveAttribute('aria-sort', 'descending')
    expect(header(table, 'TVL')).toHaveAttribute('aria-sort', 'none')
    expect(header(table, 'Potential rating')).not.toHaveAttribute('aria-sort')
    // What fits at 1280 px beside the filters; the chooser holds the rest (UI-CONTRACT "What fits on a screen").
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Compare',
      'Product',
      'Rating',
      'Potential rating',
      'TVL',
      'APY',
    ])
    expect(screen.getByRole('button', { name: 'Columns (7 hidden)' })).toBeInTheDocument()
    expect(within(header(table, 'TVL')).getByRole('button', { name: 'TVL' })).toBeInTheDocument()
    expect(bodyRows(table)).toHaveLength(10)
    expect(screen.getByText(/^Showing 1–10 of \d+/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
    const sent = listRequests(requests)
    expect(sent).toHaveLength(1)
    expect(Object.fromEntries(sent[0]!.search)).toMatchObject({ sort: 'rating', order: 'desc', limit: '10', offset: '0' })
  })

  it('shows by default every column a filter or the sort of the view acts on', async () => {
    renderRoute('/defi?type=lending&sort=users&rated_at_gte=2026-01-01')
    const table = await openTable()
    for (const name of ['Type', 'Users', 'Rated']) expect(header(table, name)).toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: /^Chain/ })).toBeNull()
  })

  it('links each product to its page and each platform to the platform page', async () => {
    const { user } = renderRoute('/defi')
    const table = await openTable()
    await user.click(screen.getByRole('button', { name: /^Columns/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Platform' }))
    const firstName = within(bodyRows(table)[0]!).getByRole('rowheader').textContent
    const first = getDemoDb().catalog.defi.records.find((record) => record.name === firstName)
    expect(first).toBeDefined()
    const row = bodyRows(table)[0]!
    expect(within(row).getByRole('link', { name: first!.name })).toHaveAttribute(
      'href',
      `/defi/${toSlug(first!.provider_name)}/${encodeURIComponent(first!.contract_address)}`,
    )
    expect(within(row).getByRole('link', { name: first!.provider_name })).toHaveAttribute('href', `/defi/${toSlug(first!.provider_name)}`)
    expect(within(row).getAllByText(first!.rating!).length).toBeGreaterThan(0)
  })

  it('walk-through: sort by TVL, filter lending, page 2, Back twice costs 4 list requests', async () => {
    const { user, router, requests } = renderRoute('/defi')
    let table = await openTable()

    await user.click(within(table).getByRole('button', { name: 'TVL' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=tvl&order=desc'))
    await waitFor(() => expect(header(table, 'TVL')).toHaveAttribute('aria-sort', 'descending'))
    // The header shows the sort at once; the view asks for it once it has rendered the URL.
    await waitFor(() => expect(listRequests(requests).at(-1)!.search.get('sort')).toBe('tvl'))
    await settled(table)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'lending')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl&order=desc'))
    await screen.findByRole('button', { name: 'Remove filter Type: Lending' })
    await settled(table)

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl&order=desc&offset=10'))
    table = screen.getByRole('table', { name: 'DeFi product ratings' })
    expect(await screen.findByText(/^Showing 11–20 of \d+/)).toBeInTheDocument()
    await settled(table)

    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?type=lending&sort=tvl&order=desc')
    expect(await screen.findByText(/^Showing 1–10 of \d+/)).toBeInTheDocument()
    await settled(table)
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
    await act(() => router.navigate(-1))
    expect(currentUrl(router)).toBe('/defi?sort=tvl&order=desc')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue(''))
    await settled(table)

    const sent = listRequests(requests)
    expect(sent.map((request) => request.search.get('offset'))).toEqual(['0', '0', '0', '10'])
    expect(sent).toHaveLength(4)
    expect(listRequests(requests, '/ratings/defi/chains')).toHaveLength(1)
  })

  it('sorts by the API: names ascending first, the grade flips to worst first', async () => {
    const { user, router, requests } = renderRoute('/defi')
    const table = await openTable()
    await user.click(within(table).getByRole('button', { name: 'Product' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=name'))
    await waitFor(() => expect(header(table, 'Product')).toHaveAttribute('aria-sort', 'ascending'))
    // The header shows the sort at once; the rows follow once the view has rendered the URL and its answer is in.
    await waitFor(() => expect(listRequests(requests).at(-1)!.search.get('sort')).toBe('name'))
    await settled(table)
    expect(header(table, 'Rating')).toHaveAttribute('aria-sort', 'none')
    const names = bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent ?? '')
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))

    // A grade sorts best first on the first click (the default view), worst first on the second.
    await user.click(within(table).getByRole('button', { name: 'Rating' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi'))
    await waitFor(() => expect(header(table, 'Rating')).toHaveAttribute('aria-sort', 'descending'))
    await settled(table)
    await user.click(within(table).getByRole('button', { name: 'Rating' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=rating&order=asc'))
    await waitFor(() => expect(header(table, 'Rating')).toHaveAttribute('aria-sort', 'ascending'))
    await waitFor(() => expect(listRequests(requests).at(-1)!.search.get('sort')).toBe('rating'))
    await settled(table)
    const last = listRequests(requests).at(-1)!
    expect(last.search.get('sort')).toBe('rating')
    expect(last.search.get('order')).toBe('asc')
  })

  it('names a dropped parameter for the visit that had it, not again on Back once the person moved on', async () => {
    const { router, user } = renderRoute('/defi?limit=-3')
    await openTable()
    expect(screen.getByText('Ignored invalid parameter: limit=-3')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl(router)).toBe('/defi'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'lending')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?type=lending'))
    await waitFor(() => expect(screen.queryByText(/Ignored invalid/)).not.toBeInTheDocument())
    // Back to the entry the rewrite left: its URL holds no bad parameter, so nothing to explain.
    await act(() => router.navigate(-1))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi'))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue(''))
    expect(screen.queryByText(/Ignored invalid/)).not.toBeInTheDocument()
    // A link that holds it still explains itself.
    await act(() => router.navigate('/defi?limit=-3'))
    expect(await screen.findByText('Ignored invalid parameter: limit=-3')).toBeInTheDocument()
  })

  it('drops invalid URL parameters before any request and names them', async () => {
    const { router, requests } = renderRoute('/defi?type=lending&tvl_gte=abc&order=sideways&limit=-3')
    await openTable()
    expect(screen.getByText('Ignored invalid parameters: tvl_gte=abc, order=sideways, limit=-3')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?type=lending'))
    const sent = listRequests(requests)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.search.get('tvl_gte')).toBeNull()
    expect(sent[0]!.search.get('order')).toBe('desc')
    expect(sent[0]!.search.get('limit')).toBe('10')
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
  })

  it('opens a shared URL with every control reflecting it', async () => {
    // A type and chain the seed certainly has together.
    const sample = getDemoDb().catalog.defi.records.find((record) => record.type === 'lending' && record.chain)!
    const chain = SEED_CHAINS.find((entry) => entry.name === sample.chain)!
    const url = `/defi?type=lending&chain=${chain.slug}&tvl_gte=0&apy_lte=1000&sort=apy&order=asc&limit=25`
    const { requests } = renderRoute(url)
    const table = await openTable()
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveDisplayValue(chain.name))
    expect(screen.getByRole('textbox', { name: 'Min TVL' })).toHaveValue('0')
    expect(screen.getByRole('textbox', { name: 'Max APY' })).toHaveValue('1000')
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    expect(header(table, 'APY')).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByText('4 filters active')).toBeInTheDocument()
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(within(chips).getByRole('button', { name: `Remove filter Chain: ${chain.name}` })).toBeInTheDocument()
    expect(Object.fromEntries(listRequests(requests)[0]!.search)).toMatchObject({
      type: 'lending',
      chain: chain.slug,
      tvl_gte: '0',
      apy_lte: '1000',
      sort: 'apy',
      order: 'asc',
      limit: '25',
    })
  })

  it('filters by chain name, sending the slug; chips remove filters; Reset filters clears them', async () => {
    const { user, router, requests } = renderRoute('/defi?sort=tvl')
    const table = await openTable()
    const chain = screen.getByRole('combobox', { name: 'Chain' })
    await waitFor(() => expect(within(chain).getByRole('option', { name: 'Ethereum' })).toBeInTheDocument())
    await user.selectOptions(chain, 'Ethereum')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?chain=ethereum-2-0&sort=tvl'))
    await screen.findByRole('button', { name: 'Remove filter Chain: Ethereum' })
    await settled(table)
    expect(bodyRows(table).every((row) => within(row).getByText('Ethereum'))).toBe(true)
    expect(listRequests(requests).at(-1)!.search.get('chain')).toBe('ethereum-2-0')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'lending')
    await waitFor(() => expect(screen.getByText('2 filters active')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Remove filter Type: Lending' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?chain=ethereum-2-0&sort=tvl'))
    // The chips follow at once; the view's own "no match" state, with its Reset button, goes once it renders the URL.
    await waitFor(() => expect(screen.getByText('1 filter active')).toBeInTheDocument())
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Reset filters' })).toHaveLength(1))

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    // Sorting is not a filter: it stays.
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?sort=tvl'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled())
    expect(screen.getByText('No filters active')).toBeInTheDocument()
    expect(listRequests(requests, '/ratings/defi/chains')).toHaveLength(1)
  })

  it('typing 1500000 into Min TVL costs one request, after the pause', async () => {
    const { router, requests } = renderRoute('/defi')
    const table = await openTable()
    // Keystrokes without yielding between them: a person types faster than this shared test machine renders.
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'Min TVL' }), '1500000')
    expect(currentUrl(router)).toBe('/defi')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?tvl_gte=1500000'))
    await screen.findByRole('button', { name: 'Remove filter TVL ≥ $1.50M' })
    // The last value's answer is drawn: a request for a partial value (1, 15, 150…) would have gone out before it.
    await settled(table)
    const sent = listRequests(requests)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.search.get('tvl_gte')).toBe('1500000')
  })

  it('accepts shorthand (1.5M), rejects text with a message and sends nothing for it', async () => {
    const { router, requests } = renderRoute('/defi')
    const table = await openTable()
    const user = userEvent.setup({ delay: null })
    const min = screen.getByRole('textbox', { name: 'Min TVL' })
    await user.type(min, '1.5M')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?tvl_gte=1500000'))
    expect(await screen.findByRole('button', { name: 'Remove filter TVL ≥ $1.50M' })).toBeInTheDocument()
    await settled(table)

    const max = screen.getByRole('textbox', { name: 'Max TVL' })
    await user.type(max, 'lots')
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'))
    expect(max).toHaveAccessibleDescription(expect.stringContaining('Enter a number'))
    expect(currentUrl(router)).toBe('/defi?tvl_gte=1500000')
    expect(listRequests(requests)).toHaveLength(2)
  })

  it('keeps the typed shorthand while editing, and drops it when Back changes the view under the cursor', async () => {
    const { router } = renderRoute('/defi')
    await openTable()
    const user = userEvent.setup({ delay: null })
    const max = screen.getByRole('textbox', { name: 'Max TVL' })
    await user.type(max, '2B{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?tvl_lte=2000000000'))
    expect(max).toHaveValue('2B')
    expect(max).toHaveFocus()
    await act(() => router.navigate(-1))
    await waitFor(() => expect(max).toHaveValue(''))
  })

  it('applies a typed filter at once on Enter and works from the keyboard, including Reset filters', async () => {
    const { user, router } = renderRoute('/defi')
    await openTable()
    const version = screen.getByRole('textbox', { name: 'Version' })
    version.focus()
    await user.keyboard('v2.1{Enter}')
    // Well before the typing pause would have applied it.
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?version=v2.1'), { timeout: 250 })

    const lastDate = screen.getByLabelText('Rated since to')
    lastDate.focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Reset filters' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi'))
    await waitFor(() => expect(version).toHaveValue(''))
  })

  it('opens the filter drawer from its button, moves focus in, and closes with Escape', async () => {
    const { user } = renderRoute('/defi?type=lending')
    await openTable()
    const toggle = screen.getByRole('button', { name: 'Filters (1)' })
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument()
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('at phone width, creates the filter controls only while the drawer is open', async () => {
    // jsdom has no matchMedia; this one says every query matches (a narrow screen).
    vi.stubGlobal(
      'matchMedia',
      (query: string): Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> => ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    )
    try {
      const { user } = renderRoute('/defi?type=lending')
      await openTable()
      const drawer = screen.getByRole('complementary', { name: 'Filters' })
      expect(within(drawer).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Filters (1)' }))
      expect(within(drawer).getByRole('combobox', { name: 'Type' })).toHaveValue('lending')
      await user.keyboard('{Escape}')
      expect(within(drawer).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('pages forward and back and resets the offset when the page size changes', async () => {
    const { user, router } = renderRoute('/defi?offset=20')
    const table = await openTable()
    expect(screen.getByText(/^Showing 21–30 of/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?offset=10'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?limit=25'))
    expect(await screen.findByText(/^Showing 1–25 of/)).toBeInTheDocument()
    await settled(table)
    expect(bodyRows(table)).toHaveLength(25)
  })

  it('without a total from the API, enables Next page exactly when a full page came back', async () => {
    const records = getDemoDb().catalog.defi.records
    server.use(
      http.get('/demo-api/ratings/defi', ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'))
        return HttpResponse.json({ data: offset === 0 ? records.slice(0, 10) : records.slice(10, 14) })
      }),
    )
    const { user, router } = renderRoute('/defi')
    await openTable()
    expect(screen.getByText('Showing 1–10')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi?offset=10'))
    expect(await screen.findByText('Showing 11–14')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('says when no product matches, naming the filters, and offers to reset them', async () => {
    const { user, router } = renderRoute('/defi?tvl_gte=999000000000000&type=hosting')
    expect(await screen.findByRole('heading', { name: 'No products match these filters' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText(/Active filters: Type: Hosting; TVL ≥/)).toBeInTheDocument()
    const message = screen.getByRole('heading', { name: 'No products match these filters' }).parentElement!
    await user.click(within(message).getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi'))
    await openTable()
  })

  it('offers the first page when the offset is past the end', async () => {
    const { user, router } = renderRoute('/defi?offset=100000')
    await user.click(await screen.findByRole('button', { name: 'Go to the first page' }, { timeout: 8000 }))
    await waitFor(() => expect(currentUrl(router)).toBe('/defi'))
    await openTable()
  })

  it('shows the API error with Try again, which recovers', async () => {
    server.use(
      http.get('/demo-api/ratings/defi', () =>
        HttpResponse.json({ error: { code: 'server_error', message: 'The ratings store is unavailable.' } }, { status: 503 }),
      ),
    )
    const { user } = renderRoute('/defi')
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 })
    expect(within(alert).getByText('The ratings store is unavailable.')).toBeInTheDocument()
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await openTable()
  })

  it('explains a rate limit with the time to wait', async () => {
    server.use(
      http.get('/demo-api/ratings/defi', () =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Too many requests.' } },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    renderRoute('/defi')
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 })
    expect(within(alert).getByText(/try again in 30 s/)).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDisabled()
  })

  it('hides a column on request and remembers it on this device', async () => {
    const { user, unmount } = renderRoute('/defi')
    const table = await openTable()
    await user.click(screen.getByRole('button', { name: 'Columns (7 hidden)' }))
    await user.click(screen.getByRole('checkbox', { name: 'Potential rating' }))
    await user.click(screen.getByRole('checkbox', { name: 'Chain' }))
    expect(within(table).queryByRole('columnheader', { name: 'Potential rating' })).toBeNull()
    expect(within(table).getByRole('columnheader', { name: 'Chain' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Columns (7 hidden)' })).toBeInTheDocument()
    unmount()
    renderRoute('/defi')
    const again = await openTable()
    expect(within(again).queryByRole('columnheader', { name: 'Potential rating' })).toBeNull()
    expect(within(again).getByRole('columnheader', { name: 'Chain' })).toBeInTheDocument()
  })

  it('exports the rows on screen with the visible columns as CSV', async () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:csv')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn<(url: string) => void>() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderRoute('/defi')
    const table = await openTable()
    await user.click(screen.getByRole('button', { name: /^Columns/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Potential rating' }))
    await user.click(screen.getByRole('checkbox', { name: 'Platform' }))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(click).toHaveBeenCalledTimes(1)
    const text = await createObjectURL.mock.calls[0]![0].text()
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Product,Platform,Contract address,Rating,TVL (USD),APY (%)')
    expect(lines).toHaveLength(11)
    const firstName = within(bodyRows(table)[0]!).getByRole('rowheader').textContent!
    expect(lines[1]!.startsWith(firstName.includes(',') ? `"${firstName}"` : firstName)).toBe(true)
  })

  it('selects 2 to 4 products for comparison and links to the compare page', async () => {
    const { user } = renderRoute('/defi')
    const table = await openTable()
    const boxes = within(table).getAllByRole('checkbox', { name: /^Select .+ for comparison$/ })
    expect(screen.getByRole('button', { name: 'Compare selected' })).toBeDisabled()
    await user.click(boxes[0]!)
    await user.click(boxes[1]!)
    const link = screen.getByRole('link', { name: 'Compare selected' })
    expect(link.getAttribute('href')).toMatch(/^\/compare\?items=[a-z0-9-]+:[^,]+,[a-z0-9-]+:[^,]+$/)
    await user.click(boxes[2]!)
    await user.click(boxes[3]!)
    expect(boxes[4]).toBeDisabled()
    expect(screen.getByText(/^4 of 4 selected for comparison/)).toBeInTheDocument()
  })
})

describe('platform page', { timeout: 30_000 }, () => {
  it('names the platform in the heading and lists only its products', async () => {
    const record = getDemoDb().catalog.defi.records[0]!
    const slug = toSlug(record.provider_name)
    const { requests } = renderRoute(`/defi/${slug}`)
    const table = await openTable(`Ratings of ${record.provider_name} products`)
    expect(screen.getByRole('heading', { level: 1, name: record.provider_name })).toBeInTheDocument()
    for (const row of bodyRows(table)) {
      expect(within(row).getByRole('rowheader').querySelector('a')?.getAttribute('href')).toMatch(new RegExp(`^/defi/${slug}/`))
    }
    expect(listRequests(requests, `/ratings/defi/${slug}`)).toHaveLength(1)
    await waitFor(() => expect(document.title).toContain(record.provider_name))
  })

  it('shows "Platform not found" for an unknown platform, with a way back', async () => {
    renderRoute('/defi/no-such-platform')
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform not found' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to all DeFi ratings' })).toHaveAttribute('href', '/defi')
  })
})
