import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { detectedPresetStart } from '../../../src/features/alerts/detected-range'
import { getDemoDb } from '../../../src/mocks/db/demo-db'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'

// The machine is shared: a lazy route plus the seeded mock can take over a second to appear.
configure({ asyncUtilTimeout: 5000 })

function alertRequests(requests: ReturnType<typeof renderRoute>['requests']) {
  return requests.filter((request) => request.path === '/ratings/defi/alerts')
}

async function table() {
  const found = await screen.findByRole('table', { name: 'DeFi alerts, newest first' })
  // wait for data rows (skeleton rows are hidden from the accessibility tree)
  await within(found).findAllByRole('rowheader')
  return found
}

function bodyRows(tableElement: HTMLElement) {
  return within(tableElement).getAllByRole('row').slice(1)
}

function severitiesShown(tableElement: HTMLElement): string[] {
  return bodyRows(tableElement).map((row) => within(row).getAllByRole('cell')[1]!.textContent!.trim())
}

describe('alerts page', { timeout: 40_000 }, () => {
  it('lists alerts newest first with the contract columns', async () => {
    const { requests } = renderRoute('/alerts')
    expect(await screen.findByRole('heading', { level: 1, name: 'DeFi alerts' })).toBeInTheDocument()
    const tableElement = await table()
    const headers = within(tableElement).getAllByRole('columnheader').map((header) => header.textContent)
    // The contract's columns; the evidence link waits in the chooser, so a row fits at 1280 px.
    expect(headers).toEqual(['Detected', 'Severity', 'Title', 'Protocol', 'Product', 'Chain'])
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument()
    expect(bodyRows(tableElement)).toHaveLength(10)

    const times = Array.from(tableElement.querySelectorAll('time')).map((node) => Date.parse(node.getAttribute('datetime')!))
    expect(times).toEqual(times.toSorted((a, b) => b - a))
    expect(screen.getByText('Showing 1–10 of ' + getDemoDb().catalog.alerts.length.toLocaleString('en-US'))).toBeInTheDocument()

    // the alerts list and the chain list, nothing else
    expect(requests.map((request) => request.path).toSorted()).toEqual(['/ratings/defi/alerts', '/ratings/defi/chains'])
  })

  it('filters by several severities, sent comma-separated, one history entry per change', async () => {
    const { user, router, requests } = renderRoute('/alerts')
    await table()
    const filters = screen.getByRole('complementary', { name: 'Filters' })

    await user.click(within(filters).getByRole('checkbox', { name: 'High' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/alerts?severity=high'))
    await user.click(within(filters).getByRole('checkbox', { name: 'Critical' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/alerts?severity=high%2Ccritical'))

    // The list asks once the view has rendered the URL.
    await waitFor(() => expect(alertRequests(requests).at(-1)!.search.get('severity')).toBe('high,critical'))
    await screen.findByText(/^Showing 1–10 of /)
    const tableElement = await table()
    await expect.poll(() => severitiesShown(tableElement).every((text) => text === 'High' || text === 'Critical')).toBe(true)
    expect(within(filters).getByText('1 filter active')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove filter Severity: High, Critical' })).toBeInTheDocument()

    await user.click(within(filters).getByRole('checkbox', { name: 'High' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/alerts?severity=critical'))
    await router.navigate(-1)
    expect(currentUrl(router)).toBe('/alerts?severity=high%2Ccritical')
    await waitFor(() => expect(within(filters).getByRole('checkbox', { name: 'High' })).toBeChecked())
  })

  it('opens a shared severity link with the controls set', async () => {
    const { requests } = renderRoute('/alerts?severity=high,critical')
    const tableElement = await table()
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    expect(within(filters).getByRole('checkbox', { name: 'High' })).toBeChecked()
    expect(within(filters).getByRole('checkbox', { name: 'Critical' })).toBeChecked()
    expect(within(filters).getByRole('checkbox', { name: 'Medium' })).not.toBeChecked()
    expect(alertRequests(requests).every((request) => request.search.get('severity') === 'high,critical')).toBe(true)
    for (const text of severitiesShown(tableElement)) expect(['High', 'Critical']).toContain(text)
  })

  it('expands a title to its description', async () => {
    const { user } = renderRoute('/alerts')
    const tableElement = await table()
    const first = getDemoDb().catalog.alerts[0]!
    const toggle = within(tableElement).getByRole('button', { name: first.title })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(first.description!)).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(first.description!)).toBeVisible()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('links protocols to the platform page and products to the product page', async () => {
    // The person chose to show the evidence link (it starts hidden).
    localStorage.setItem('ratings-dashboard:columns:alerts', JSON.stringify({ evidence: true }))
    renderRoute('/alerts')
    const tableElement = await table()
    const alerts = getDemoDb().catalog.alerts.slice(0, 10)
    const withProduct = alerts.find((alert) => alert.contract_address && alert.product)!
    const row = bodyRows(tableElement)[alerts.indexOf(withProduct)]!
    expect(within(row).getByRole('link', { name: withProduct.product! })).toHaveAttribute(
      'href',
      `/defi/${withProduct.protocol}/${encodeURIComponent(withProduct.contract_address!)}`,
    )
    expect(within(row).getByRole('link', { name: withProduct.protocol_name! })).toHaveAttribute('href', `/defi/${withProduct.protocol}`)

    const withSource = alerts.find((alert) => alert.source_url)!
    const sourceRow = bodyRows(tableElement)[alerts.indexOf(withSource)]!
    const link = within(sourceRow).getByRole('link', { name: /Transaction|Source/ })
    expect(link).toHaveAttribute('href', withSource.source_url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('never links a source that is not http(s), and tolerates missing fields', async () => {
    const base = getDemoDb().catalog.alerts[0]!
    server.use(
      http.get('/demo-api/ratings/defi/alerts', () =>
        HttpResponse.json({
          data: [
            { ...base, id: 'x-1', title: 'Crafted alert', source_url: 'javascript:alert(1)' },
            { id: 'x-2', title: 'Sparse alert', severity: 'unheard-of', detected_at: null, protocol: null, protocol_name: null },
          ],
          pagination: { total_count: 2, limit: 10, offset: 0 },
        }),
      ),
    )
    localStorage.setItem('ratings-dashboard:columns:alerts', JSON.stringify({ evidence: true }))
    renderRoute('/alerts')
    const tableElement = await table()
    const [crafted, sparse] = bodyRows(tableElement)
    expect(within(crafted!).queryByRole('link', { name: /Source|Transaction/ })).not.toBeInTheDocument()
    expect(crafted).toHaveTextContent('javascript:alert(1)')
    expect(within(sparse!).getAllByRole('cell')[1]).toHaveTextContent('unheard-of')
    expect(within(sparse!).getByRole('rowheader')).toHaveTextContent('Sparse alert')
  })

  it('shows an empty state naming the filters, with a way out', async () => {
    const { user, router } = renderRoute('/alerts?contract_address=0xnothing-here&severity=critical')
    expect(await screen.findByRole('heading', { name: 'No alerts match these filters' })).toBeInTheDocument()
    expect(screen.getByText(/Contract: 0xnoth…here; Severity: Critical/)).toBeInTheDocument()
    const status = screen.getAllByRole('status').find((element) => element.classList.contains('empty-state'))!
    await user.click(within(status).getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/alerts'))
    await table()
  })

  it('applies a detected-date preset as a start date, and recognises it again', async () => {
    const { user, router, requests } = renderRoute('/alerts')
    await table()
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Detected within' }), 'Last 7 days')
    const start = detectedPresetStart('7d', new Date())
    await waitFor(() => expect(currentUrl(router)).toBe(`/alerts?detected_at_gte=${start}`))
    expect(within(filters).getByRole('combobox', { name: 'Detected within' })).toHaveDisplayValue('Last 7 days')
    expect(within(filters).getByLabelText('Detected from')).toHaveValue(start)
    // The chips follow once the view has rendered the URL.
    expect(await screen.findByRole('button', { name: 'Remove filter Detected: Last 7 days' })).toBeInTheDocument()
    await expect.poll(() => alertRequests(requests).at(-1)?.search.get('detected_at_gte')).toBe(start)
  })

  it('filters by chain from the chain list and by typed product text (debounced)', async () => {
    const { user, router, requests } = renderRoute('/alerts')
    await table()
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    const chain = getDemoDb().catalog.alerts[0]!.chain!
    const chainSelect = within(filters).getByRole('combobox', { name: 'Chain' })
    await within(chainSelect).findByRole('option', { name: chain })
    await user.selectOptions(chainSelect, chain)
    // A filter navigates after the frame that shows it (use-search-state.ts), so the URL follows a moment later.
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/alerts\?chain=[a-z0-9-]+$/))

    // The chain's own request is out before counting what the typing sends.
    const chainSlug = new URL(currentUrl(router), 'http://localhost').searchParams.get('chain')
    await expect.poll(() => alertRequests(requests).at(-1)?.search.get('chain')).toBe(chainSlug)
    const before = alertRequests(requests).length
    await user.type(within(filters).getByRole('textbox', { name: 'Product' }), 'vault{Enter}')
    await waitFor(() => expect(currentUrl(router)).toMatch(/product=vault/))
    await expect.poll(() => alertRequests(requests).at(-1)?.search.get('product')).toBe('vault')
    // one request for the settled text, not one per key
    expect(alertRequests(requests).length - before).toBeLessThanOrEqual(1)
  })

  it('drops an invalid parameter and says so', async () => {
    const { requests } = renderRoute('/alerts?severity=apocalyptic&limit=-3')
    await table()
    expect(screen.getByText(/Ignored invalid parameters: severity=apocalyptic, limit=-3/)).toBeInTheDocument()
    for (const request of alertRequests(requests)) {
      expect(request.search.get('severity')).toBeNull()
      expect(request.search.get('limit')).toBe('10')
    }
  })

  it('offers "Try again" when the feed fails', async () => {
    server.use(
      http.get('/demo-api/ratings/defi/alerts', () =>
        HttpResponse.json({ error: { code: 'server_error', message: 'Alerts are down.' } }, { status: 503 }),
      ),
    )
    const { user } = renderRoute('/alerts')
    expect(await screen.findByText('Alerts are down.')).toBeInTheDocument()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await table()
  })
})
